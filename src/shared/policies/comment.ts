/**
 * Who may delete a comment: its author, or an admin (docs/product.md section 6). The server enforces it on
 * every call; the comments list uses the same function only to show the delete button.
 */
export function canDeleteComment(
  actor: { id: number; isAdmin: boolean },
  comment: { userId: number },
): boolean {
  return actor.isAdmin || actor.id === comment.userId;
}
