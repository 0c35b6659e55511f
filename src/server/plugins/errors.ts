/** Every API failure becomes JSON `{ error }` with the right status; a 500 says nothing internal. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError } from '../lib/http-error.js';
import { replyUnavailable } from './db-unavailable.js';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ error: first?.message ?? 'Invalid request' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, reqId: request.id }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.code(400).send({ error: 'Malformed JSON in request body' });
    }
    if (
      status === 413 ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      error.code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      return reply.code(413).send({ error: 'Request is too large' });
    }
    if (status === 429) {
      return reply.code(429).send({ error: 'Too many requests. Please try again later.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message || 'Bad request' });
    }
    // The database is unreachable (or the process is closing it): try again shortly, not a 500.
    if (isDatabaseUnavailable(error)) return replyUnavailable(app, request, reply, error);
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });
}
