/** Who may delete a comment: its author, or an admin (spec section 6). */
import type { Actor } from './response.js';

export function canDeleteComment(actor: Actor, comment: { userId: number }): boolean {
  return actor.isAdmin || actor.id === comment.userId;
}
