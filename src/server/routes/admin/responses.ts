/**
 * /api/admin/responses: the Responses Data tab and its CSV export. Admins only (route access 'admin'). Each
 * page is kept for admins (decision 047): any response added, changed or gone notifies `responses`, a like or
 * comment its `response:<id>`, a new name `people`, a question's title its `question:<id>`.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { deleteAdminResponse, listAdminResponses } from '../../../shared/api/admin-responses.js';
import { shownTopicsOf } from '../../cache/feed-pages.js';
import { servePrivatePage } from '../../cache/serve-cached.js';
import { PEOPLE_TOPIC, questionTopic, RESPONSES_TOPIC } from '../../cache/topics.js';
import { requireAdmin } from '../../plugins/session.js';
import { presentAdminResponse } from '../../presenters/admin-responses.js';
import { adminPagination } from '../../services/admin/admin-paging.js';
import { deleteAdminResponse as remove } from '../../services/admin/delete-response.js';
import { startResponsesExport } from '../../services/admin/export-responses.js';
import { listAdminResponses as list } from '../../services/admin/list-responses.js';
import { route } from '../route.js';

export async function adminResponseRoutes(app: FastifyInstance): Promise<void> {
  route(app, listAdminResponses, { access: 'admin' }, async (request, reply) => {
    const { page, limit, cursor, questionId, format } = request.query;
    if (format === 'csv') {
      const { filename, chunks } = await startResponsesExport(app.db, requireAdmin(request), { questionId });
      return sendDownload(reply, 'text/csv; charset=utf-8', filename, chunks);
    }
    const paging = { page, limit, cursor };
    const key = `admin/responses?questionId=${questionId ?? ''}&page=${page}&limit=${limit}&cursor=${cursor ?? ''}`;
    return servePrivatePage(app, request, reply, key, page, async () => {
      const { rows, count, nextCursor } = await list(app.db, { questionId }, paging);
      const value = {
        responses: rows.map(presentAdminResponse),
        pagination: adminPagination(paging, count, nextCursor),
      };
      // One question's list: every answer to it shows at once, as on its feed.
      const question = questionId === undefined ? [] : [questionTopic(questionId)];
      return { value, topics: [RESPONSES_TOPIC, PEOPLE_TOPIC, ...question, ...shownTopicsOf(value)] };
    });
  });

  route(app, deleteAdminResponse, { access: 'admin' }, async (request) => {
    await remove(app.db, requireAdmin(request), request.params.id);
    return { message: 'Response deleted successfully' };
  });
}

/**
 * Streams a download as it is produced: one chunk ahead at most, so the database is read as fast as the
 * download goes, no faster. (A stream is sent as it is, past the JSON serializer: hence the plain reply.)
 */
function sendDownload(
  reply: FastifyReply,
  contentType: string,
  filename: string,
  chunks: AsyncIterable<string>,
): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(chunks, { highWaterMark: 1 }));
}
