/** Questions as the admin table shows them (GET/POST/PUT /api/admin/questions); every field listed. */
import type { AdminQuestion } from '../../shared/api/admin-questions.js';
import type { AdminQuestionRow } from '../services/admin/list-questions.js';
import { ownImage } from './image.js';

export function presentAdminQuestion(row: AdminQuestionRow): AdminQuestion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: ownImage(row.imageUrl),
    isTrending: row.isTrending,
    endDate: row.endDate === null ? null : row.endDate.toISOString(),
    answersCount: row.answersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
