/** Profiles: the member, their Answers and Liked tabs, and the owner's picture and About details. */
import type { FastifyInstance } from 'fastify';
import {
  getProfile,
  getUserLiked,
  getUserResponses,
  updateProfile,
  updateProfilePicture,
  uploadProfilePicture,
} from '../../../shared/api/users.js';
import { feedPagination } from '../../lib/keyset.js';
import { requireUser } from '../../plugins/session.js';
import { presentProfile } from '../../presenters/profile.js';
import { presentResponse } from '../../presenters/response.js';
import { presentSessionUser } from '../../presenters/user.js';
import { readUploadedFile } from '../../services/images/read-upload.js';
import { limitImageUploads, limitMemberAction } from '../../services/rate-limit.js';
import { requireUserByUsername } from '../../services/users/find-user.js';
import * as profiles from '../../services/users/profile.js';
import { uploadProfilePicture as storeProfilePicture } from '../../services/users/upload-profile-picture.js';
import { listLikedResponses, listUserResponses } from '../../services/users/user-responses.js';
import { route } from '../route.js';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // Each member changes only their own picture and About details: these calls take no username.
  route(app, updateProfilePicture, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    const updated = await profiles.setProfilePicture(app.db, user.id, request.body.profilePicture);
    // A picture given by address is fetched in the background; until then the member shows a placeholder.
    app.remoteImages.request(updated.profilePicture, { kind: 'user', id: user.id });
    return { user: presentSessionUser(updated) };
  });

  route(app, uploadProfilePicture, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    await limitImageUploads(app.db, app.config.RATE_LIMIT_IMAGE_UPLOADS_PER_MINUTE, user.id);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'upload', user.id);
    const file = await readUploadedFile(request, 'profilePicture');
    const { dataDir } = app.config;
    const result = await storeProfilePicture(app.db, { user, file, dataDir, queue: app.imageQueue });
    return { user: presentSessionUser(result.user), profilePicture: result.profilePicture };
  });

  route(app, updateProfile, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    const updated = await profiles.updateProfile(app.db, user.id, request.body);
    return { user: presentSessionUser(updated) };
  });

  route(app, getProfile, { access: 'public' }, async (request) => {
    const viewerId = request.user?.id ?? null;
    const { user, isFollowing } = await profiles.getProfile(app.db, request.params.username, viewerId);
    return { user: presentProfile(user, isFollowing, viewerId === user.id) };
  });

  route(app, getUserResponses, { access: 'public' }, async (request) => {
    const owner = await requireUserByUsername(app.db, request.params.username);
    const page = await listUserResponses(app.db, owner.id, request.user?.id ?? null, request.query);
    return {
      responses: page.rows.map(presentResponse),
      pagination: feedPagination(request.query, page.total, page.nextCursor),
    };
  });

  route(app, getUserLiked, { access: 'public' }, async (request) => {
    const liker = await requireUserByUsername(app.db, request.params.username);
    const page = await listLikedResponses(app.db, liker.id, request.user?.id ?? null, request.query);
    return {
      responses: page.rows.map(presentResponse),
      pagination: feedPagination(request.query, page.total, page.nextCursor),
    };
  });
}
