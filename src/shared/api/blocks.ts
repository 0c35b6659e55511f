/**
 * Blocking and muting members (docs/product.md sections 6 and 7, decision 070), under /api/users: a block or
 * mute is made and undone on the other member's username, and listed for its owner only. Nothing here tells a
 * member that someone blocked or muted them.
 */
import { z } from 'zod';
import { usernameParams } from '../schemas/social.js';
import { isoDateTime, userSummary } from './common.js';
import { apiError, defineCall } from './contract.js';

export const blockStatus = z.object({ isBlocked: z.boolean() }).meta({ id: 'BlockStatus' });
export type BlockStatus = z.infer<typeof blockStatus>;

export const muteStatus = z.object({ isMuted: z.boolean() }).meta({ id: 'MuteStatus' });
export type MuteStatus = z.infer<typeof muteStatus>;

/** A member on the owner's list, and since when. */
export const hiddenMember = userSummary.extend({ since: isoDateTime }).meta({ id: 'HiddenMember' });
export type HiddenMember = z.infer<typeof hiddenMember>;

/** The members the signed-in member blocked and muted, most recent first. */
export const myBlocks = z
  .object({ blocked: z.array(hiddenMember), muted: z.array(hiddenMember) })
  .meta({ id: 'MyBlocks' });
export type MyBlocks = z.infer<typeof myBlocks>;

const TAG = 'users';

export const getMyBlocks = defineCall({
  method: 'GET',
  path: '/api/users/me/blocks',
  summary: 'The members the signed-in member blocked and muted (their settings list)',
  tag: TAG,
  response: { 200: myBlocks, 401: apiError },
});

export const blockUser = defineCall({
  method: 'POST',
  path: '/api/users/:username/block',
  summary:
    "Block a member: neither follows, likes or comments on the other (nor they report your lists); each leaves the other's feeds, comments and notifications. Follows between the two are undone. The member is not told.",
  tag: TAG,
  params: usernameParams,
  response: {
    200: blockStatus,
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    409: apiError,
    429: apiError,
  },
});

export const unblockUser = defineCall({
  method: 'DELETE',
  path: '/api/users/:username/block',
  summary:
    'Undo a block (follows and notifications it removed do not come back); sending it again changes nothing',
  tag: TAG,
  params: usernameParams,
  response: { 200: blockStatus, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
});

export const muteUser = defineCall({
  method: 'POST',
  path: '/api/users/:username/mute',
  summary: "Mute a member: their lists leave the signed-in member's feeds only. The member is not told.",
  tag: TAG,
  params: usernameParams,
  response: {
    200: muteStatus,
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    409: apiError,
    429: apiError,
  },
});

export const unmuteUser = defineCall({
  method: 'DELETE',
  path: '/api/users/:username/mute',
  summary: 'Undo a mute; sending it again changes nothing',
  tag: TAG,
  params: usernameParams,
  response: { 200: muteStatus, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
});
