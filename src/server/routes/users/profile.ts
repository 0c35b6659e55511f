/** Profiles: the member, their Answers and Liked tabs, and the owner's picture and About details. */
import type { FastifyInstance } from 'fastify';
import {
  getProfile,
  getUserLiked,
  getUserResponses,
  PICTURE_NOT_FETCHED,
  updateProfile,
  updateProfilePicture,
  uploadProfilePicture,
} from '../../../shared/api/users.js';
import { hideFromViewer, isPageByNumber, serveFeedPage, shownTopicsOf } from '../../cache/feed-pages.js';
import { readProfile } from '../../cache/profiles.js';
import { sendCached, sendJson } from '../../cache/serve-cached.js';
import { userTopic } from '../../cache/topics.js';
import { badRequest } from '../../lib/http-error.js';
import { feedPagination } from '../../lib/keyset.js';
import { requireUser } from '../../plugins/session.js';
import { presentProfile } from '../../presenters/profile.js';
import { presentResponse } from '../../presenters/response.js';
import { presentSessionUser } from '../../presenters/user.js';
import { isFollowing } from '../../services/follows/follows.js';
import { readUploadedFile } from '../../services/images/read-upload.js';
import { limitImageUploads, limitMemberAction } from '../../services/rate-limit.js';
import { isRemoteAddress } from '../../services/remote-images/remote-images.js';
import { isOwnName, requireUserByUsername } from '../../services/users/find-user.js';
import * as profiles from '../../services/users/profile.js';
import { uploadProfilePicture as storeProfilePicture } from '../../services/users/upload-profile-picture.js';
import { listLikedResponses, listUserResponses } from '../../services/users/user-responses.js';
import { route } from '../route.js';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // Each member changes only their own picture and About details: these calls take no username.
  route(app, updateProfilePicture, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    const address = request.body.profilePicture;
    // The member is waiting to see their new picture: fetch it now, and refuse one that cannot be fetched,
    // keeping the old picture. Only when another request still holds the fetch is it finished in the background.
    const state = isRemoteAddress(address) ? await app.remoteImages.settleNow(address) : null;
    if (state?.status === 'failed') throw badRequest(PICTURE_NOT_FETCHED);
    const stored = state?.status === 'ready' ? state.localPath : address;
    const updated = await profiles.setProfilePicture(app.db, user.id, stored);
    if (state?.status === 'pending') app.remoteImages.request(address, { kind: 'user', id: user.id });
    return { user: presentSessionUser(updated) };
  });

  route(app, uploadProfilePicture, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    await limitImageUploads(app.db, app.config.RATE_LIMIT_IMAGE_UPLOADS_PER_MINUTE, user.id);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'upload', user.id);
    const file = await readUploadedFile(request, 'profilePicture');
    const result = await storeProfilePicture(app.db, { user, file, files: app.files, queue: app.imageQueue });
    return { user: presentSessionUser(result.user), profilePicture: result.profilePicture };
  });

  route(app, updateProfile, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    const updated = await profiles.updateProfile(app.db, user.id, request.body);
    return { user: presentSessionUser(updated) };
  });

  route(app, getProfile, { access: 'public' }, async (request, reply) => {
    const { username } = request.params;
    const viewer = request.user;
    if (viewer && isOwnName(viewer, username)) {
      const { user } = await profiles.getProfile(app.db, username, viewer.id);
      return { user: presentProfile(user, false, true) };
    }
    // What everyone else sees is kept; a signed-in viewer's copy says whether they follow the member.
    const cached = await readProfile(app, reply, username);
    if (!viewer || cached.value.user.id === viewer.id) return sendCached(request, reply, cached);
    const following = await isFollowing(app.db, viewer.id, cached.value.user.id);
    if (!following) return sendCached(request, reply, cached);
    reply.header('cache-control', 'private, no-cache');
    return sendJson(request, reply, JSON.stringify({ user: { ...cached.value.user, isFollowing: true } }));
  });

  route(app, getUserResponses, { access: 'public' }, async (request, reply) => {
    const { username } = request.params;
    const read = async (viewerId: number | null) => {
      const owner = await requireUserByUsername(app.db, username);
      const page = await listUserResponses(app.db, owner.id, viewerId, request.query);
      const value = {
        responses: page.rows.map(presentResponse),
        pagination: feedPagination(request.query, page.total, page.nextCursor),
      };
      return { value, owner };
    };
    const viewer = request.user;
    // The owner also sees their private and hidden answers: their own tab is read for them.
    if (!isPageByNumber(request.query) || (viewer && isOwnName(viewer, username))) {
      return (await read(viewer?.id ?? null)).value;
    }
    const key = `feed/user/${username.toLowerCase()}?limit=${request.query.limit}`;
    return serveFeedPage(app, request, reply, key, async () => {
      const { value, owner } = await read(null);
      // The member's topic covers their answers, their name and their counts; then what the page shows.
      return { value, topics: [userTopic(owner.id), ...shownTopicsOf(value)] };
    });
  });

  route(app, getUserLiked, { access: 'public' }, async (request) => {
    const liker = await requireUserByUsername(app.db, request.params.username);
    const viewerId = request.user?.id ?? null;
    const read = async (paging = request.query) => {
      const page = await listLikedResponses(app.db, liker.id, viewerId, paging);
      return {
        responses: page.rows.map(presentResponse),
        pagination: feedPagination(paging, page.total, page.nextCursor),
      };
    };
    // Lists of several members: those hidden from the viewer leave it (a member's own Answers tab keeps all).
    return hideFromViewer(app, viewerId, await read(), (cursor, limit) =>
      read({ ...request.query, cursor, limit }),
    );
  });
}
