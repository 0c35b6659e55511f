/** Comments as the API shows them (docs/product.md section 3: id, content, createdAt, user). */
import type { Comment } from '../../shared/api/social.js';
import type { CommentRow } from '../services/comments/comments.js';
import { presentUserSummary } from './user.js';

/** The author columns a presenter needs to show a member as a UserSummary. */
export type SummaryFields = Parameters<typeof presentUserSummary>[0];

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
    user: presentUserSummary(row.user),
  };
}
