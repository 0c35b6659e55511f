/** Questions as the API shows them (docs/product.md section 3, Question); every field listed. */
import type { Question, QuestionList } from '../../shared/api/questions.js';
import { isoDate } from '../lib/iso-date.js';
import type { ListQuestionsResult } from '../services/questions/list-questions.js';
import type { QuestionCardRow } from '../services/questions/question-cards.js';
import { ownImage } from './image.js';
import { presentResultItem } from './results.js';

export function presentQuestion(row: QuestionCardRow): Question {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: ownImage(row.imageUrl),
    isTrending: row.isTrending,
    endDate: row.endDate === null ? null : isoDate(row.endDate),
    answersCount: row.answersCount,
    createdAt: isoDate(row.createdAt),
    topResults: row.topResults.map((item) => presentResultItem(item, row.answersCount)),
  };
}

/** Explore's page of questions with the total of its category and the count of every category. */
export function presentQuestionList(found: ListQuestionsResult): QuestionList {
  return {
    questions: found.rows.map(presentQuestion),
    total: found.total,
    counts: { all: found.counts.all, trending: found.counts.trending, recent: found.counts.recent },
  };
}
