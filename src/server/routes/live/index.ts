/**
 * GET /api/events: the tab's live stream (Server-Sent Events, decision 108). A signed-in member's stream
 * carries their new notifications (each with its id as the event id, then the unread count); any stream
 * carries the results of the questions named in `?questions=1,2` at most once a second each. A browser that
 * reconnects sends Last-Event-ID and gets every notification after it from the database. The stream is
 * written by hand (the reply is hijacked): nothing compresses or buffers it, and the read cache never keeps it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiError } from '../../../shared/api/contract.js';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error.js';
import { type LiveStream, RETRY_MS } from '../../live/live-events.js';
import { latestNotificationId } from '../../services/notifications/notifications.js';

/** A tab shows a handful of questions at once; more is not a tab. */
export const MAX_STREAM_QUESTIONS = 20;
/** Open streams one member may hold in one process (a tab each): more is a runaway client. */
export const MAX_STREAMS_PER_MEMBER = 30;

/** `1,2,3` as question ids: each a positive integer, at most MAX_STREAM_QUESTIONS, repeats once. */
export function parseQuestionIds(value: unknown): number[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') throw badRequest('questions must be a list of question ids');
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    if (!/^[1-9]\d{0,9}$/.test(part) || Number(part) > 2_147_483_647) {
      throw badRequest('questions must be a list of question ids');
    }
    ids.add(Number(part));
  }
  if (ids.size > MAX_STREAM_QUESTIONS) {
    throw badRequest(`At most ${MAX_STREAM_QUESTIONS} questions per stream`);
  }
  return [...ids];
}

/** The Last-Event-ID a reconnecting browser sends: the last notification id it had, or null. */
function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id <= 2_147_483_647 ? id : null;
}

/** The headers Fastify's hooks set (security headers), with the stream's own. */
function streamHeaders(reply: FastifyReply): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value as string | number | string[];
  }
  return {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    // Never kept by a browser or a proxy, never transformed (compressed) on the way.
    'cache-control': 'no-cache, no-store, no-transform',
    // nginx: pass each event on at once rather than buffering the answer.
    'x-accel-buffering': 'no',
  };
}

export async function liveRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/events',
    {
      // The query (`questions=1,2`) is read by hand: a schema would have the fuzz tests open streams.
      schema: {
        summary:
          "The tab's live stream (Server-Sent Events): a member's notifications, and the results of the " +
          'questions in ?questions=1,2 (at most 20). Send Last-Event-ID to get what came after it.',
        tags: ['live'],
        response: {
          200: {
            description: 'Events: notification (id = notification id), unread, results',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          400: apiError,
          429: apiError,
          503: apiError,
        },
      },
    },
    async (request, reply) => {
      const questionIds = parseQuestionIds((request.query as Record<string, unknown>).questions);
      if (app.liveEvents.isClosed)
        throw new HttpError(503, 'The server is restarting', { 'Retry-After': '2' });
      const user = request.user;
      if (user && app.liveEvents.countFor(user.id) >= MAX_STREAMS_PER_MEMBER) throw tooManyRequests(10);
      const lastNotificationId = user
        ? (lastEventId(request.headers['last-event-id']) ?? (await latestNotificationId(app.db, user.id)))
        : 0;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, streamHeaders(reply));
      // Each event leaves at once (no Nagle delay).
      request.raw.socket.setNoDelay(true);
      res.write(`retry: ${RETRY_MS}\n\n`);
      const stream: LiveStream = {
        res,
        userId: user?.id ?? null,
        sessionTokenHash: user ? request.sessionTokenHash : null,
        questionIds,
        lastNotificationId,
      };
      app.liveEvents.add(stream);
      // The member's stream starts with what it missed (after Last-Event-ID) and the unread count.
      if (user) app.liveEvents.deliverNotifications(user.id);
    },
  );
}
