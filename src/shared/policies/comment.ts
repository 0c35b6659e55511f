/**
 * Who may delete a comment: its author, the owner of the list it is on, or an admin (docs/product.md
 * section 6). The server enforces it on every call; the comments list uses the same function only to show
 * the delete button.
 */
export function canDeleteComment(
  actor: { id: number; isAdmin: boolean },
  comment: { userId: number; responseUserId: number },
): boolean {
  return actor.isAdmin || actor.id === comment.userId || actor.id === comment.responseUserId;
}

/** Only its author edits a comment (it then shows as edited). */
export function canEditComment(actor: { id: number }, comment: { userId: number }): boolean {
  return actor.id === comment.userId;
}
