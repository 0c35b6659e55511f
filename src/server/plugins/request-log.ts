/**
 * One log line per request, written when it is answered: method, URL, status, time taken and the client's
 * address, under the request's id. Fastify's own pair of lines (incoming, completed) would say the same in
 * twice the lines and bytes. Errors are logged where they happen (plugins/errors.ts).
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { readsOfPage } from '../cache/read-cache.js';

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // A page render's own reads (pages/render-page.tsx) are part of the page's line.
    if (!error && readsOfPage.getStore()) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
