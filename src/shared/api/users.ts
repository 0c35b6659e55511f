/** /api/users: profiles, their Answers and Liked tabs, following, compare, and the owner's picture and About. */
import { z } from 'zod';
import { feedPagingQuery, pagingQuery } from '../schemas/paging.js';
import { profilePictureSchema, profileSchema } from '../schemas/profile.js';
import { usernameParams } from '../schemas/social.js';
import { sessionUser, sessionUserAnswer } from './auth.js';
import { feedPagination, pagination, publicUser, userSummary } from './common.js';
import { apiError, defineCall } from './contract.js';
import { responsePage } from './responses.js';

/** A public profile, and whether the signed-in viewer follows it (false for visitors and on one's own). */
export const profileUser = publicUser.extend({ isFollowing: z.boolean() }).meta({ id: 'ProfileUser' });
export type ProfileUser = z.infer<typeof profileUser>;

export const followStatus = z.object({ isFollowing: z.boolean() }).meta({ id: 'FollowStatus' });
export type FollowStatus = z.infer<typeof followStatus>;

/** The state after a follow or unfollow, and the followed member's new follower count. */
export const followResult = z
  .object({ isFollowing: z.boolean(), followersCount: z.number().int() })
  .meta({ id: 'FollowResult' });
export type FollowResult = z.infer<typeof followResult>;

/** A page of followers or followed members, most recently followed first. */
export const userListPage = z
  .object({ users: z.array(userSummary), pagination: feedPagination })
  .meta({ id: 'UserListPage' });
export type UserListPage = z.infer<typeof userListPage>;

/** One question two members both answered publicly, with their lists side by side. */
export const compareQuestion = z
  .object({
    question: z.object({ id: z.number().int(), title: z.string() }),
    mine: z.array(z.string()),
    theirs: z.array(z.string()),
    /** Items on both lists (labels as the signed-in member spelled them), in the member's order. */
    shared: z.array(z.string()),
    /** Rank-biased overlap (p = 0.9), 0 to 1. */
    score: z.number(),
  })
  .meta({ id: 'CompareQuestion' });
export type CompareQuestion = z.infer<typeof compareQuestion>;

export const compareResult = z
  .object({
    me: userSummary,
    them: userSummary,
    /** This page of the questions in common, most recently answered first. */
    questions: z.array(compareQuestion),
    /**
     * Mean of the per-question scores over the 100 most recently answered questions in common (all of them
     * when there are fewer); null when there is no question in common.
     */
    overallScore: z.number().nullable(),
    /** How many questions both answered publicly. */
    sharedQuestions: z.number().int(),
    pagination,
  })
  .meta({ id: 'CompareResult' });
export type CompareResult = z.infer<typeof compareResult>;

/** A taste twin: a member whose public lists agree with the member's, and whether the viewer follows them. */
export const tasteTwin = z
  .object({
    user: userSummary,
    /** Mean rank-biased overlap over the questions in common, as compare scores it, as a whole percentage. */
    agreement: z.number().int(),
    /** How many questions both answered publicly (at least 3). */
    sharedQuestions: z.number().int(),
    /** Whether the signed-in viewer follows them; false for visitors. */
    isFollowing: z.boolean(),
  })
  .meta({ id: 'TasteTwin' });
export type TasteTwin = z.infer<typeof tasteTwin>;

/** "People who rank like you": a member's taste twins, best first. */
export const tasteTwinList = z.object({ twins: z.array(tasteTwin) }).meta({ id: 'TasteTwinList' });
export type TasteTwinList = z.infer<typeof tasteTwinList>;

/** The owner's own record after an upload (so the app shows the change at once) and the picture's path. */
export const uploadedProfilePicture = z
  .object({
    user: sessionUser,
    /** '/uploads/profile-pictures/<random>.jpg', served by the app. */
    profilePicture: z.string(),
  })
  .meta({ id: 'UploadedProfilePicture' });
export type UploadedProfilePicture = z.infer<typeof uploadedProfilePicture>;

const TAG = 'users';

// Every call that changes something may also be refused 403 by the origin check (a call from another
// site), and every call with a body 413 when the body is over 1 MB.

export const getProfile = defineCall({
  method: 'GET',
  path: '/api/users/:username',
  summary: 'A public profile (usernames match regardless of case)',
  tag: TAG,
  params: usernameParams,
  response: { 200: z.object({ user: profileUser }), 400: apiError, 404: apiError },
});

export const getUserResponses = defineCall({
  method: 'GET',
  path: '/api/users/:username/responses',
  summary:
    "A member's Answers tab, newest first: public and unhidden, plus their own private and hidden ones",
  tag: TAG,
  params: usernameParams,
  query: feedPagingQuery(),
  response: { 200: responsePage, 400: apiError, 404: apiError },
});

export const getUserLiked = defineCall({
  method: 'GET',
  path: '/api/users/:username/liked',
  summary: "A member's Liked tab, most recently liked first: the responses the viewer may see",
  tag: TAG,
  params: usernameParams,
  query: feedPagingQuery(),
  response: { 200: responsePage, 400: apiError, 404: apiError },
});

export const getFollowStatus = defineCall({
  method: 'GET',
  path: '/api/users/:username/follow-status',
  summary: 'Whether the signed-in viewer follows the member (false for visitors)',
  tag: TAG,
  params: usernameParams,
  response: { 200: followStatus, 400: apiError, 404: apiError },
});

export const getFollowers = defineCall({
  method: 'GET',
  path: '/api/users/:username/followers',
  summary: "A member's followers, most recent first",
  tag: TAG,
  params: usernameParams,
  query: feedPagingQuery(),
  response: { 200: userListPage, 400: apiError, 404: apiError },
});

export const getFollowing = defineCall({
  method: 'GET',
  path: '/api/users/:username/following',
  summary: 'The members a member follows, most recent first',
  tag: TAG,
  params: usernameParams,
  query: feedPagingQuery(),
  response: { 200: userListPage, 400: apiError, 404: apiError },
});

export const followUser = defineCall({
  method: 'POST',
  path: '/api/users/:username/follow',
  summary: 'Follow a member (never oneself); sending it again changes nothing',
  tag: TAG,
  params: usernameParams,
  response: {
    200: followResult,
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    429: apiError,
  },
});

export const unfollowUser = defineCall({
  method: 'DELETE',
  path: '/api/users/:username/follow',
  summary: 'Stop following a member; sending it again changes nothing',
  tag: TAG,
  params: usernameParams,
  response: { 200: followResult, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
});

export const compareWithUser = defineCall({
  method: 'GET',
  path: '/api/users/:username/compare',
  summary:
    "The signed-in member's public Top 5s beside the member's, with agreement scores; 403 when a block stands " +
    'between the two (either way)',
  tag: TAG,
  params: usernameParams,
  query: pagingQuery(20),
  response: { 200: compareResult, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
});

/** A picture given by address is fetched at once; one that cannot be fetched leaves the old picture. */
export const PICTURE_NOT_FETCHED =
  'The image at that address could not be fetched. Your picture was not changed.';

export const updateProfilePicture = defineCall({
  method: 'PUT',
  path: '/api/users/profile-picture',
  summary:
    "Set the signed-in member's picture to an http(s) address (fetched at once; 400 when it cannot be) or one of the site's uploads",
  tag: TAG,
  body: profilePictureSchema,
  response: { 200: sessionUserAnswer, 400: apiError, 401: apiError, 403: apiError, 413: apiError },
});

/** Multipart with one file field `profilePicture` (JPEG, PNG, GIF or WebP, at most 5MB): no body schema. */
export const uploadProfilePicture = defineCall({
  method: 'POST',
  path: '/api/users/profile-picture/upload',
  summary: "Upload the signed-in member's picture (multipart field profilePicture), stored as a square JPEG",
  tag: TAG,
  response: {
    200: uploadedProfilePicture,
    400: apiError,
    401: apiError,
    403: apiError,
    413: apiError,
    429: apiError,
  },
});

export const updateProfile = defineCall({
  method: 'PATCH',
  path: '/api/users/profile',
  summary: "Change the signed-in member's display name and/or bio (a blank bio clears it)",
  tag: TAG,
  body: profileSchema,
  response: { 200: sessionUserAnswer, 400: apiError, 401: apiError, 403: apiError, 413: apiError },
});

export const getTasteTwins = defineCall({
  method: 'GET',
  path: '/api/users/:username/twins',
  summary:
    'People who rank like this member: the members whose public lists agree most with theirs (3 questions in common at least), best first',
  tag: TAG,
  params: usernameParams,
  response: { 200: tasteTwinList, 400: apiError, 404: apiError },
});
