/** Search results as the API shows them: public fields only, answers linking to their place in the question. */
import type { SearchResult } from '../../shared/api/search.js';
import { responseUrl } from '../events/notification-texts.js';
import type { SearchRows } from '../services/search/search.js';
import { ownImage } from './image.js';
import { presentPublicUser, presentUserSummary } from './user.js';

export function presentSearch(rows: SearchRows): SearchResult {
  const { counts } = rows;
  return {
    questions: rows.questions.map((q) => ({
      id: q.id,
      title: q.title,
      description: q.description,
      imageUrl: ownImage(q.imageUrl),
      isTrending: q.isTrending,
      answersCount: q.answersCount,
      endDate: q.endDate ? q.endDate.toISOString() : null,
      createdAt: q.createdAt.toISOString(),
    })),
    users: rows.users.map(presentPublicUser),
    answers: rows.answers.map((a) => ({
      id: a.id,
      questionId: a.questionId,
      question: { id: a.questionId, title: a.questionTitle },
      user: presentUserSummary(a.user),
      answers: a.answers,
      likesCount: a.likesCount,
      commentsCount: a.commentsCount,
      createdAt: a.createdAt.toISOString(),
      url: responseUrl(a.questionId, a.id),
    })),
    total: counts.questions + counts.users + counts.answers,
    counts,
    ...(rows.pagination ? { pagination: rows.pagination } : {}),
  };
}
