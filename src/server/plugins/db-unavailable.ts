/**
 * While the database is unreachable every API call answers 503 `{ error }` with Retry-After, never a 500:
 * at once when the monitor already knows (src/server/db/monitor.ts), otherwise as soon as a query fails
 * that way. Each API call's OpenAPI answers list that 503.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../shared/api/contract.js';
import { createDatabaseMonitor, type DatabaseMonitor } from '../db/monitor.js';
import {
  burstLogger,
  DatabaseUnavailableError,
  describeUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../db/unavailable.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database answers; the server starts watching it once it listens. */
    dbMonitor: DatabaseMonitor;
  }
}

/** API calls that never touch the database: the reference page and its document. */
const needsDatabase = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/openapi.json');

const reporters = new WeakMap<FastifyInstance, (reason: string, message: string) => void>();

export function registerDatabaseAvailability(app: FastifyInstance): void {
  const monitor = createDatabaseMonitor(app.db, {
    info: (fields, message) => app.log.info(fields, message),
    warn: (fields, message) => app.log.warn(fields, message),
  });
  app.decorate('dbMonitor', monitor);
  reporters.set(
    app,
    burstLogger((fields, message) => app.log.warn(fields, message)),
  );
  app.addHook('onClose', () => monitor.close());

  // Known down: answer now, rather than make every request wait for a connection that cannot come.
  app.addHook('onRequest', async (request) => {
    if (!monitor.available && needsDatabase(request.url)) throw new DatabaseUnavailableError();
  });

  app.addHook('onRoute', (options) => {
    const response = options.schema?.response as Record<string, unknown> | undefined;
    if (!needsDatabase(options.url) || !response || '503' in response) return;
    options.schema = { ...options.schema, response: { ...response, 503: apiError } };
  });
}

/** The 503 for a request that met an unreachable database (called by the error handler). */
export function replyUnavailable(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  if (app.hasDecorator('dbMonitor')) app.dbMonitor.suspect();
  const report = reporters.get(app);
  if (!(error instanceof DatabaseUnavailableError)) {
    const reason = describeUnavailable(error);
    if (report) report(reason, 'database unreachable: answering 503');
    else request.log.warn({ reason }, 'database unreachable: answering 503');
  }
  return reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .send({ error: SERVICE_UNAVAILABLE_MESSAGE });
}
