/**
 * A cacheable read answered from the read cache, with an HTTP validator: the answer carries its ETag and
 * `Cache-Control: no-cache` (a browser may keep it but asks each time), and a request whose If-None-Match
 * names the current ETag gets 304 with no body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function serveCached<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  topics: string[],
  load: () => Promise<T>,
): Promise<T> {
  const { value, etag } = await app.readCache.read(key, topics, load);
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  const asked = request.headers['if-none-match'];
  if (asked?.split(',').some((tag) => tag.trim() === etag)) {
    // Sent here; Fastify takes a returned reply as "already answered".
    return reply.code(304).send() as unknown as T;
  }
  return value;
}

/** The topics of one question's cached reads (the question, its results). */
export const questionTopic = (id: number) => `question:${id}`;
/** Every question list: the list, hot, featured, trending. */
export const QUESTIONS_TOPIC = 'questions';
/** The member count and the community goals. */
export const STATS_TOPIC = 'stats';
