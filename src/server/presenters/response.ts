/** Responses as the feeds show them (spec section 3, Response); every field listed, no author email or birth data. */
import type { MyAnswer, Response } from '../../shared/types.js';
import type { ResponseFeedRow } from '../services/answers/list-responses.js';
import type { MyAnswerRow } from '../services/answers/my-answer.js';
import { presentUserSummary } from './user.js';
import { isoDate } from './question.js';

export function presentResponse(row: ResponseFeedRow): Response {
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
    answerImages: row.answerImages,
    isPublic: row.isPublic,
    version: row.version,
    likesCount: row.likesCount,
    isLiked: row.isLiked,
    commentsCount: row.commentsCount,
    createdAt: isoDate(row.createdAt),
  };
}

export function presentMyAnswer(row: MyAnswerRow | null): MyAnswer {
  return {
    hasAnswered: row !== null,
    answer: row
      ? { answers: row.answers, answerImages: row.answerImages, isPublic: row.isPublic, version: row.version }
      : null,
  };
}
