/**
 * GET /api/users/:username/compare: the signed-in member's Top 5s beside that member's. Each page of a pair
 * is kept for that member (decision 042; pages after the first in the page cache, decision 127), and the
 * pair's count, score and order once for all its pages (decision 144): every change of either member's
 * responses (new, edited, made private, hidden, deleted) or of their rows notifies their `user:<id>`, a
 * question's title its own topic.
 * A block between the two, either way, is refused before the kept page is read (decision 085).
 */
import type { FastifyInstance } from 'fastify';
import { compareWithUser } from '../../../shared/api/users.js';
import { canCompareWith } from '../../../shared/policies/user.js';
import { keptHiddenMembers } from '../../cache/hidden-members.js';
import { memberAt } from '../../cache/profiles.js';
import { servePrivatePage } from '../../cache/serve-cached.js';
import { questionTopic, userTopic } from '../../cache/topics.js';
import { badRequest } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/session.js';
import { presentCompareResult } from '../../presenters/profile.js';
import { blockBetween, blockRefusal } from '../../services/blocks/block-between.js';
import { COMPARE_SELF, compareMembers, comparePairs } from '../../services/compare/compare.js';
import { route } from '../route.js';

export async function compareRoutes(app: FastifyInstance): Promise<void> {
  route(app, compareWithUser, { access: 'member' }, async (request, reply) => {
    const me = requireUser(request);
    const { username } = request.params;
    const { page, limit } = request.query;
    const key = `compare/${me.id}/${username.toLowerCase()}?page=${page}&limit=${limit}`;
    // The viewer's kept hidden list says whether anyone is blocked either way; only then is the member looked
    // up here, and the block's side decides the words (the blocked member is not told why).
    const { blocked } = await keptHiddenMembers(app, me.id);
    if (blocked.size > 0) {
      const them = await memberAt(app, username);
      if (blocked.has(them.id)) {
        const refusal = blockRefusal(await blockBetween(app.db, me.id, them.id));
        if (refusal) throw refusal;
      }
    }
    return servePrivatePage(app, request, reply, key, page, async () => {
      const them = await memberAt(app, username);
      if (!canCompareWith(me, them)) throw badRequest(COMPARE_SELF);
      // The pair's count, score and order of shared questions are the same on every page: kept once for the
      // pair, under both members (decision 144).
      const pairs = () =>
        app.readCache.readTagged(`compare-pairs/${me.id}/${them.id}`, async () => {
          const value = await comparePairs(app.db, me.id, them.id);
          return {
            value,
            topics: [userTopic(me.id), userTopic(them.id)],
            bytes: 64 + 8 * value.order.length,
          };
        });
      const result = await compareMembers(app.db, me.id, them.id, request.query, pairs);
      return {
        value: presentCompareResult(me, them, result, request.query),
        topics: [
          userTopic(me.id),
          userTopic(them.id),
          ...result.questions.map((compared) => questionTopic(compared.questionId)),
        ],
      };
    });
  });
}
