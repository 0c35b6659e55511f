/**
 * A signed-in viewer's likes among the responses of a kept feed page, kept in memory (decision 044), so a
 * signed-in read of a kept first page does not go to the database. Kept per viewer and list of responses in
 * the app's viewer cache, tagged with each response's topic: every like or unlike of one of them (by anyone)
 * notifies it (migration 0014), so the viewer's own like shows on their next read (a write is answered only
 * once this process has heard of it), in every process.
 */
import type { FastifyInstance } from 'fastify';
import { likedAmong } from '../services/answers/list-responses.js';
import { responseTopic } from './topics.js';

/** Lists of likes kept at most (the least recently used go first); each holds a few response ids. */
export const VIEWER_CACHE_ENTRIES = 20_000;

export function keptLikedAmong(
  app: FastifyInstance,
  viewerId: number,
  responseIds: number[],
): Promise<ReadonlySet<number>> {
  if (responseIds.length === 0) return Promise.resolve(new Set());
  return app.viewerCache.readTagged(`liked/${viewerId}/${responseIds.join(',')}`, async () => {
    const liked = await likedAmong(app.db, viewerId, responseIds);
    return { value: liked, topics: responseIds.map(responseTopic), bytes: 100 + 16 * responseIds.length };
  });
}
