/**
 * What an admin may do to a member's account (docs/product.md section 6), so the site is never left without
 * an admin: the server enforces these on every call and the admin screens use them to hide buttons.
 */

interface Someone {
  id: number;
}

/** An admin deletes other members' accounts, never their own from the admin area. */
export function canDeleteUserAsAdmin(actor: Someone, target: Someone): boolean {
  return actor.id !== target.id;
}

/** An admin grants or removes others' admin access; they cannot remove their own. */
export function canSetAdminFlag(actor: Someone, target: Someone, isAdmin: boolean): boolean {
  return isAdmin || actor.id !== target.id;
}
