/**
 * /api/admin/questions: the Manage Questions tab. Admins only (route access 'admin'). Each page is kept for
 * admins (decision 047): every question added, changed (its answer count included) or deleted notifies
 * `questions` (migration 0013).
 */
import type { FastifyInstance } from 'fastify';
import {
  createAdminQuestion,
  deleteAdminQuestion,
  listAdminQuestions,
  toggleQuestionTrending,
  updateAdminQuestion,
} from '../../../shared/api/admin-questions.js';
import { servePrivatePage } from '../../cache/serve-cached.js';
import { QUESTIONS_TOPIC } from '../../cache/topics.js';
import { requireAdmin } from '../../plugins/session.js';
import { presentAdminQuestion } from '../../presenters/admin-questions.js';
import { adminPagination } from '../../services/admin/admin-paging.js';
import { createAdminQuestion as create } from '../../services/admin/create-question.js';
import { deleteAdminQuestion as remove } from '../../services/admin/delete-question.js';
import { listAdminQuestions as list } from '../../services/admin/list-questions.js';
import { toggleQuestionTrending as toggle } from '../../services/admin/toggle-question-trending.js';
import { updateAdminQuestion as update } from '../../services/admin/update-question.js';
import { removeQuestionFiles } from '../../services/questions/question-files.js';
import { route } from '../route.js';

export async function adminQuestionRoutes(app: FastifyInstance): Promise<void> {
  route(app, listAdminQuestions, { access: 'admin' }, async (request, reply) => {
    const { page, limit, cursor } = request.query;
    const key = `admin/questions?page=${page}&limit=${limit}&cursor=${cursor ?? ''}`;
    return servePrivatePage(app, request, reply, key, page, async () => {
      const { rows, count, nextCursor } = await list(app.db, request.query);
      const value = {
        questions: rows.map(presentAdminQuestion),
        pagination: adminPagination(request.query, count, nextCursor),
      };
      return { value, topics: [QUESTIONS_TOPIC] };
    });
  });

  route(app, createAdminQuestion, { access: 'admin' }, async (request, reply) => {
    const row = await create(app.db, requireAdmin(request), request.body);
    app.remoteImages.request(row.imageUrl, { kind: 'question', id: row.id });
    return reply.code(201).send(presentAdminQuestion(row));
  });

  route(app, updateAdminQuestion, { access: 'admin' }, async (request) => {
    const row = await update(app.db, requireAdmin(request), request.params.id, request.body);
    app.remoteImages.request(row.imageUrl, { kind: 'question', id: row.id });
    return presentAdminQuestion(row);
  });

  route(app, deleteAdminQuestion, { access: 'admin' }, async (request) => {
    const deleted = await remove(app.db, requireAdmin(request), request.params.id);
    await removeQuestionFiles(app.db, app.files, deleted, request.log);
    return { message: 'Question deleted successfully' };
  });

  route(app, toggleQuestionTrending, { access: 'admin' }, async (request) =>
    toggle(app.db, requireAdmin(request), request.params.id),
  );
}
