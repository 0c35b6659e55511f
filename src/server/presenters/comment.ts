/** Comments as the API shows them (spec section 3: id, content, createdAt, user). */
import type { ResponseComment } from '../../shared/types.js';
import { presentUserSummary } from './user.js';

export type SummaryFields = Parameters<typeof presentUserSummary>[0];

export interface CommentWithAuthor {
  id: number;
  content: string;
  createdAt: Date;
  user: SummaryFields;
}

export function presentComment(row: CommentWithAuthor): ResponseComment {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    user: presentUserSummary(row.user),
  };
}
