/**
 * Responses as the feeds show them (docs/product.md section 3, Response); every field listed, no
 * author email or birth data.
 */
import type { MyAnswer, SubmitAnswerResult } from '../../shared/api/answers.js';
import type { Response, ResponseVersion } from '../../shared/api/responses.js';
import { isoDate } from '../lib/iso-date.js';
import type { ResponseFeedRow } from '../services/answers/list-responses.js';
import type { MyAnswerRow } from '../services/answers/my-answer.js';
import type { ResponseVersionRow } from '../services/answers/response-versions.js';
import type { SavedAnswer } from '../services/answers/submit-answer.js';
import { ownImages } from './image.js';
import { presentUserSummary } from './user.js';

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
    answerImages: ownImages(row.answerImages),
    isPublic: row.isPublic,
    isHidden: row.isHidden,
    version: row.version,
    likesCount: row.likesCount,
    isLiked: row.isLiked,
    commentsCount: row.commentsCount,
    createdAt: isoDate(row.createdAt),
  };
}

export function presentMyAnswer(row: MyAnswerRow | null, canChangeQuestion = false): MyAnswer {
  return {
    hasAnswered: row !== null,
    canChangeQuestion,
    answer: row
      ? {
          responseId: row.responseId,
          answers: row.answers,
          answerImages: ownImages(row.answerImages),
          isPublic: row.isPublic,
          version: row.version,
          inResults: row.inResults,
        }
      : null,
  };
}

/** A save's answer, with the text the answer form shows (docs/product.md section 8, Answers). */
export function presentSubmitAnswerResult(saved: SavedAnswer): SubmitAnswerResult {
  return {
    isEdit: saved.isEdit,
    version: saved.version,
    responseId: saved.responseId,
    message: saved.isEdit
      ? `Your answers have been updated (Version ${saved.version})`
      : 'Your answers have been submitted successfully',
  };
}

/** One earlier version of a list. */
export function presentResponseVersion(row: ResponseVersionRow): ResponseVersion {
  return {
    version: row.version,
    answers: row.answers,
    answerImages: ownImages(row.answerImages),
    isPublic: row.isPublic,
    createdAt: isoDate(row.createdAt),
  };
}
