/**
 * Checks for a load balancer or an orchestrator: /healthz says the process is up (restart it when this
 * fails), /readyz that it can serve, i.e. the database answered `select 1` within a second and invalidations
 * of kept reads arrive (the listener is connected and a marker came back through it), so nothing it answers
 * is stale (send it no traffic while this fails). Neither is under /api, and neither writes a log line per call.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PING_TIMEOUT_MS } from '../db/monitor.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../db/unavailable.js';

const ok = z.object({ status: z.literal('ok') }).meta({ id: 'HealthOk' });
const unavailable = z
  .object({ status: z.literal('unavailable'), error: z.string() })
  .meta({ id: 'HealthUnavailable' });

export function registerHealth(app: FastifyInstance): void {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Liveness: 200 while the process runs',
        tags: ['operations'],
        response: { 200: ok },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  zapp.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        summary:
          'Readiness: 200 when the database answers within a second and invalidations of kept reads arrive, else 503',
        tags: ['operations'],
        response: { 200: ok, 503: unavailable },
      },
    },
    async (_request, reply) => {
      if ((await app.dbMonitor.ping(PING_TIMEOUT_MS)) && app.invalidations.working) {
        return { status: 'ok' as const };
      }
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, error: SERVICE_UNAVAILABLE_MESSAGE });
    },
  );
}
