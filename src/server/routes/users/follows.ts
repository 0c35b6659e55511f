/** Following a member, and the follower and following lists of a profile. */
import type { FastifyInstance } from 'fastify';
import {
  followUser,
  getFollowers,
  getFollowing,
  getFollowStatus,
  unfollowUser,
} from '../../../shared/api/users.js';
import { canFollow } from '../../../shared/policies/user.js';
import { isFirstPage } from '../../cache/feed-pages.js';
import { memberAt } from '../../cache/profiles.js';
import { readCached, sendCached } from '../../cache/serve-cached.js';
import { PEOPLE_TOPIC, userTopic } from '../../cache/topics.js';
import { badRequest } from '../../lib/http-error.js';
import { feedPagination } from '../../lib/keyset.js';
import { requireUser } from '../../plugins/session.js';
import { presentFollowResult, presentFollowStatus, presentUserListPage } from '../../presenters/profile.js';
import { listFollowUsers } from '../../services/follows/follow-lists.js';
import { FOLLOW_SELF, isFollowing, setFollowing } from '../../services/follows/follows.js';
import { limitMemberAction } from '../../services/rate-limit.js';
import { requireUserByUsername } from '../../services/users/find-user.js';
import { route } from '../route.js';

export async function followRoutes(app: FastifyInstance): Promise<void> {
  route(app, getFollowStatus, { access: 'public' }, async (request) => {
    const targetId = (await memberAt(app, request.params.username)).id;
    const viewer = request.user;
    return presentFollowStatus(viewer ? await isFollowing(app.db, viewer.id, targetId) : false);
  });

  for (const [call, which] of [
    [getFollowers, 'followers'],
    [getFollowing, 'following'],
  ] as const) {
    route(app, call, { access: 'public' }, async (request, reply) => {
      const { username } = request.params;
      const read = async () => {
        const user = await requireUserByUsername(app.db, username);
        const page = await listFollowUsers(app.db, user.id, which, request.query);
        const value = presentUserListPage(
          page.rows,
          feedPagination(request.query, page.total, page.nextCursor),
        );
        return { value, userId: user.id };
      };
      if (!isFirstPage(request.query)) return (await read()).value;
      // The same for every viewer. A follow made or undone notifies both members' topics; 'people' names.
      const key = `${which}/${username.toLowerCase()}?limit=${request.query.limit}`;
      const cached = await readCached(app, reply, key, async () => {
        const { value, userId } = await read();
        return { value, topics: [userTopic(userId), PEOPLE_TOPIC] };
      });
      return sendCached(request, reply, cached);
    });
  }

  route(app, followUser, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'follow', actor.id);
    const target = await requireUserByUsername(app.db, request.params.username);
    if (!canFollow(actor, target)) throw badRequest(FOLLOW_SELF);
    return presentFollowResult(await setFollowing(app.db, { actor, target, follow: true }));
  });

  route(app, unfollowUser, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    const target = await requireUserByUsername(app.db, request.params.username);
    if (!canFollow(actor, target)) throw badRequest(FOLLOW_SELF);
    return presentFollowResult(await setFollowing(app.db, { actor, target, follow: false }));
  });
}
