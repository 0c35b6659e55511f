/**
 * POST /api/data-deletion-request: anyone asks for the deletion of an email's data
 * (docs/product.md sections 2 and 7).
 */
import type { FastifyInstance } from 'fastify';
import { DATA_DELETION_MESSAGES, submitDataDeletionRequest } from '../../../shared/api/data-deletion.js';
import { authDeps } from '../../services/auth/context.js';
import {
  dataDeletionLimits,
  submitDataDeletionRequest as submit,
} from '../../services/data-deletion/requests.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { route } from '../route.js';

export async function dataDeletionRoutes(app: FastifyInstance): Promise<void> {
  // The answer is the same text whether or not the email has an account: no id, no time, no hint.
  route(app, submitDataDeletionRequest, { access: 'public' }, async (request) => {
    await consumeRateLimits(app.db, dataDeletionLimits(app.config, request.ip, request.body.email));
    await submit(authDeps(request), request.body);
    return { message: DATA_DELETION_MESSAGES.received };
  });
}
