/** Following a member, and the follower and following lists of a profile. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingQuery } from '../../../shared/schemas/paging.js';
import { usernameParams } from '../../../shared/schemas/social.js';
import { requireUser } from '../../plugins/session.js';
import { listFollowUsers } from '../../services/follows/follow-lists.js';
import { isFollowing, setFollowing } from '../../services/follows/follows.js';
import { requireUserByUsername } from '../../services/users/find-user.js';
import { signedIn } from '../social/signed-in.js';
import { limitMemberAction } from '../../services/rate-limit.js';

export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:username/follow-status', { schema: { params: usernameParams } }, async (request) => {
    const target = await requireUserByUsername(app.db, request.params.username);
    const viewer = request.user;
    return { isFollowing: viewer ? await isFollowing(app.db, viewer.id, target.id) : false };
  });

  for (const which of ['followers', 'following'] as const) {
    app.get(
      `/:username/${which}`,
      { schema: { params: usernameParams, querystring: pagingQuery() } },
      async (request) => {
        const user = await requireUserByUsername(app.db, request.params.username);
        return listFollowUsers(app.db, user.id, which, request.query);
      },
    );
  }

  app.post('/:username/follow', { ...signedIn, schema: { params: usernameParams } }, async (request) => {
    const actor = requireUser(request);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'follow', actor.id);
    return setFollowing(app.db, { actor, username: request.params.username, follow: true });
  });

  app.delete('/:username/follow', { ...signedIn, schema: { params: usernameParams } }, async (request) => {
    const actor = requireUser(request);
    return setFollowing(app.db, { actor, username: request.params.username, follow: false });
  });
};
