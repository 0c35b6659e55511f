/**
 * What a member may do to another member's profile (docs/product.md section 6). The server enforces these on
 * every call; the browser uses the same functions only to show or hide buttons.
 */

/** Anyone signed in; only the id matters here. */
export interface Member {
  id: number;
}

/** Members follow others, never themselves. */
export function canFollow(actor: Member, target: Member): boolean {
  return actor.id !== target.id;
}

/** Comparing lists needs two different members. */
export function canCompareWith(actor: Member, target: Member): boolean {
  return actor.id !== target.id;
}

/** A member changes their own picture and About details only. */
export function canEditProfile(actor: Member, target: Member): boolean {
  return actor.id === target.id;
}
