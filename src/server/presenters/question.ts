/** Questions as the API shows them (spec section 3, Question); every field listed. */
import type { Question } from '../../shared/types.js';
import type { QuestionCardRow } from '../services/questions/question-cards.js';
import { presentResultItem } from './results.js';

/** Dates arrive as Date objects or as text depending on the driver. */
export function isoDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function presentQuestion(row: QuestionCardRow): Question {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    isTrending: row.isTrending,
    endDate: row.endDate === null ? null : isoDate(row.endDate),
    answersCount: row.answersCount,
    createdAt: isoDate(row.createdAt),
    topResults: row.topResults.map((item) => presentResultItem(item, row.answersCount)),
  };
}
