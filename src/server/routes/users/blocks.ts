/** Blocking and muting a member, and the owner's list of both (decision 070). */
import type { FastifyInstance } from 'fastify';
import { blockUser, getMyBlocks, muteUser, unblockUser, unmuteUser } from '../../../shared/api/blocks.js';
import { requireUser } from '../../plugins/session.js';
import { presentMyBlocks } from '../../presenters/blocks.js';
import * as blocks from '../../services/blocks/blocks.js';
import { limitMemberAction } from '../../services/rate-limit.js';
import { requireUserByUsername } from '../../services/users/find-user.js';
import { route } from '../route.js';

export async function blockRoutes(app: FastifyInstance): Promise<void> {
  route(app, getMyBlocks, { access: 'member' }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'private, no-store');
    return presentMyBlocks(await blocks.listBlocksAndMutes(app.db, user.id));
  });

  const targetOf = (username: string) => requireUserByUsername(app.db, username);

  route(app, blockUser, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'block', actor.id);
    await blocks.blockMember(app.db, actor, await targetOf(request.params.username));
    return { isBlocked: true };
  });

  route(app, unblockUser, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    await blocks.unblockMember(app.db, actor, await targetOf(request.params.username));
    return { isBlocked: false };
  });

  route(app, muteUser, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'block', actor.id);
    await blocks.muteMember(app.db, actor, await targetOf(request.params.username));
    return { isMuted: true };
  });

  route(app, unmuteUser, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    await blocks.unmuteMember(app.db, actor, await targetOf(request.params.username));
    return { isMuted: false };
  });
}
