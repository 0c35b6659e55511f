/**
 * One log line per request, written when it is answered: method, URL, status, time taken and the client's
 * address, under the request's id. Fastify's own pair of lines (incoming, completed) is turned off in app.ts:
 * half the lines and bytes for the same facts. Errors are logged where they happen (plugins/errors.ts).
 */
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
