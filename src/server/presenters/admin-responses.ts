/** Responses as the admin's Responses Data tab shows them: private and hidden ones marked. */
import type { AdminResponse } from '../../shared/api/admin-responses.js';
import { isoDate } from '../lib/iso-date.js';
import type { AdminResponseRow } from '../services/admin/list-responses.js';
import { ownImages } from './image.js';
import { presentUserSummary } from './user.js';

export function presentAdminResponse(row: AdminResponseRow): AdminResponse {
  return {
    id: row.id,
    questionId: row.questionId,
    user: presentUserSummary({
      id: row.userId,
      username: row.username,
      displayName: row.displayName,
      profilePicture: row.profilePicture,
    }),
    question: { id: row.questionId, title: row.questionTitle },
    answers: row.answers,
    answerImages: ownImages(row.answerImages),
    isPublic: row.isPublic,
    isHidden: row.isHidden,
    version: row.version,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    createdAt: isoDate(row.createdAt),
  };
}
