/** Likes as the API shows them: the toggle's outcome and the likers hover list. */
import type { LikersResult, ToggleLikeResult } from '../../shared/api/social.js';
import type { LikeState } from '../services/likes/toggle-like.js';
import type { SummaryFields } from './comment.js';
import { presentUserSummary } from './user.js';

export function presentToggleLike(state: LikeState): ToggleLikeResult {
  return { liked: state.liked, likesCount: state.likesCount };
}

export function presentLikers(rows: {
  likers: SummaryFields[];
  total: number;
  nextCursor: string | null;
}): LikersResult {
  return { likers: rows.likers.map(presentUserSummary), total: rows.total, nextCursor: rows.nextCursor };
}
