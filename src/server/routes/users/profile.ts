/** Profiles: the member, their Answers and Liked tabs, and the owner's picture and About details. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profilePictureSchema, profileSchema } from '../../../shared/schemas/profile.js';
import { pagingQuery } from '../../../shared/schemas/paging.js';
import { usernameParams } from '../../../shared/schemas/social.js';
import { requireUser } from '../../plugins/session.js';
import { presentProfile } from '../../presenters/profile.js';
import { presentResponse } from '../../presenters/response.js';
import { presentSessionUser } from '../../presenters/user.js';
import { readUploadedFile } from '../../services/images/read-upload.js';
import { requireUserByUsername } from '../../services/users/find-user.js';
import { getProfile, setProfilePicture, updateProfile } from '../../services/users/profile.js';
import { uploadProfilePicture } from '../../services/users/upload-profile-picture.js';
import { listLikedResponses, listUserResponses } from '../../services/users/user-responses.js';
import { signedIn } from '../social/signed-in.js';
import { limitMemberAction } from '../../services/rate-limit.js';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/profile-picture', { ...signedIn, schema: { body: profilePictureSchema } }, async (request) => {
    const user = requireUser(request);
    const updated = await setProfilePicture(app.db, user.id, request.body.profilePicture);
    return { user: presentSessionUser(updated) };
  });

  app.post('/profile-picture/upload', signedIn, async (request) => {
    const user = requireUser(request);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'upload', user.id);
    const file = await readUploadedFile(request, 'profilePicture');
    const result = await uploadProfilePicture(app.db, { user, file, dataDir: app.config.dataDir });
    return { user: presentSessionUser(result.user), profilePicture: result.profilePicture };
  });

  app.patch('/profile', { ...signedIn, schema: { body: profileSchema } }, async (request) => {
    const user = requireUser(request);
    const updated = await updateProfile(app.db, user.id, request.body);
    return { user: presentSessionUser(updated) };
  });

  app.get('/:username', { schema: { params: usernameParams } }, async (request) => {
    const { user, isFollowing } = await getProfile(app.db, request.params.username, request.user?.id ?? null);
    return { user: presentProfile(user, isFollowing) };
  });

  app.get(
    '/:username/responses',
    { schema: { params: usernameParams, querystring: pagingQuery() } },
    async (request) => {
      const owner = await requireUserByUsername(app.db, request.params.username);
      const page = await listUserResponses(app.db, owner.id, request.user?.id ?? null, request.query);
      return { responses: page.rows.map(presentResponse), pagination: page.pagination };
    },
  );

  app.get(
    '/:username/liked',
    { schema: { params: usernameParams, querystring: pagingQuery() } },
    async (request) => {
      const liker = await requireUserByUsername(app.db, request.params.username);
      const page = await listLikedResponses(app.db, liker.id, request.user?.id ?? null, request.query);
      return { responses: page.rows.map(presentResponse), pagination: page.pagination };
    },
  );
};
