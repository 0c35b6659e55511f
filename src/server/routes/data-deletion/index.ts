/**
 * POST /api/data-deletion-request: anyone asks for the deletion of an email's data, and confirms it with the
 * link mailed to that address (POST /api/data-deletion-request/confirm; docs/product.md sections 2 and 7,
 * decision 084).
 */
import type { FastifyInstance } from 'fastify';
import {
  confirmDataDeletionRequest,
  DATA_DELETION_MESSAGES,
  submitDataDeletionRequest,
} from '../../../shared/api/data-deletion.js';
import { authDeps } from '../../services/auth/context.js';
import {
  confirmDataDeletionRequest as confirm,
  dataDeletionConfirmLimits,
  dataDeletionLimits,
  submitDataDeletionRequest as submit,
} from '../../services/data-deletion/requests.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { route } from '../route.js';

export async function dataDeletionRoutes(app: FastifyInstance): Promise<void> {
  // The answer is the same text whether or not the email has an account: no id, no time, no hint.
  route(app, submitDataDeletionRequest, { access: 'public' }, async (request) => {
    await consumeRateLimits(app.db, dataDeletionLimits(app.config, request.ip, request.body.email));
    await submit(authDeps(request), request.body, request.user?.email ?? null);
    return { message: DATA_DELETION_MESSAGES.received };
  });

  // A POST from the confirm page's button, never a GET: a mail scanner that follows the link confirms nothing.
  route(app, confirmDataDeletionRequest, { access: 'public' }, async (request) => {
    await consumeRateLimits(app.db, dataDeletionConfirmLimits(app.config, request.ip));
    await confirm(app.db, request.body.token);
    return { message: DATA_DELETION_MESSAGES.confirmed };
  });
}
