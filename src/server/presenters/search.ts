/** Search results as the API shows them: public fields only, answers linking to their place in the question. */
import type { SearchResult } from '../../shared/api/search.js';
import { responseUrl } from '../events/notification-texts.js';
import { isoDate } from '../lib/iso-date.js';
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
      endDate: q.endDate ? isoDate(q.endDate) : null,
      createdAt: isoDate(q.createdAt),
    })),
    users: rows.users.map((u) => presentPublicUser({ ...u, joinedAt: new Date(u.joinedAt) })),
    answers: rows.answers.map((a) => ({
      id: a.id,
      questionId: a.questionId,
      question: { id: a.questionId, title: a.questionTitle },
      user: presentUserSummary({
        id: a.userId,
        username: a.username,
        displayName: a.displayName,
        profilePicture: a.profilePicture,
      }),
      answers: a.answers,
      likesCount: a.likesCount,
      commentsCount: a.commentsCount,
      createdAt: isoDate(a.createdAt),
      url: responseUrl(a.questionId, a.id),
    })),
    total: counts.questions + counts.users + counts.answers,
    counts,
    ...(rows.pagination ? { pagination: rows.pagination } : {}),
  };
}
