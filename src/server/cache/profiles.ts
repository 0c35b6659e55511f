/**
 * Profiles from the read cache (decision 035): a member as everyone but themself sees them, and the member a
 * username names. Both are dropped by the member's topic, which every change of their row notifies (their
 * counts, name, picture, deletion).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProfileUser } from '../../shared/api/users.js';
import type { SummaryFields } from '../presenters/comment.js';
import { presentProfile } from '../presenters/profile.js';
import { requireUserByUsername } from '../services/users/find-user.js';
import { type CachedBody, readCached } from './serve-cached.js';
import { userTopic } from './topics.js';

/** The profile at `username` with isFollowing false: to be sent by the profile route's `reply`. */
export function readProfile(
  app: FastifyInstance,
  reply: FastifyReply,
  username: string,
): Promise<CachedBody<{ user: ProfileUser }>> {
  return readCached(app, reply, `profile/${username.toLowerCase()}`, async () => {
    const user = await requireUserByUsername(app.db, username);
    return { value: { user: presentProfile(user, false, false) }, topics: [userTopic(user.id)] };
  });
}

/** The member at `username` as a summary (id, names, picture), or a 404. */
export function memberAt(app: FastifyInstance, username: string): Promise<SummaryFields> {
  return app.readCache.readTagged(`member/${username.toLowerCase()}`, async () => {
    const { id, username: name, displayName, profilePicture } = await requireUserByUsername(app.db, username);
    return { value: { id, username: name, displayName, profilePicture }, topics: [userTopic(id)] };
  });
}
