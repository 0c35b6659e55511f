/**
 * A member's own data (beyond the original brief: what the strictest privacy laws ask): everything the site
 * holds about them as one JSON download, and deleting their own account.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES, REPORT_REASONS, REPORT_STATUSES } from '../constants.js';
import { confirmAccountDeletionSchema, deleteMyAccountSchema } from '../schemas/my-data.js';
import { isoDateTime } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';
import { DATA_DELETION_STATUSES } from './data-deletion.js';

export const MY_DATA_MESSAGES = {
  wrongPassword: 'Incorrect password',
  lastAdmin: 'You are the only admin: make another member an admin before deleting your account',
  deleted: 'Your account and all your data have been deleted',
  deletionLinkSent: 'Check your email: your account is deleted once you confirm from the link we sent.',
  noMailbox:
    'Your account has no email address we can write to: confirm with the provider you signed up with instead',
  badDeletionLink: 'This link is invalid or has expired',
} as const;

const questionRef = z.object({ id: z.number().int(), title: z.string() });
/** Other members appear by username only. */
const username = z.string();

const exportedVersion = z.object({
  version: z.number().int(),
  answers: z.array(z.string()),
  answerImages: z.array(z.string()).nullable(),
  isPublic: z.boolean(),
  createdAt: isoDateTime,
});

export const myDataExport = z
  .object({
    exportedAt: isoDateTime,
    profile: z.object({
      id: z.number().int(),
      username: z.string(),
      displayName: z.string(),
      email: z.string(),
      profilePicture: z.string().nullable(),
      bio: z.string().nullable(),
      isAdmin: z.boolean(),
      isVerified: z.boolean(),
      answersCount: z.number().int(),
      followersCount: z.number().int(),
      followingCount: z.number().int(),
      joinedAt: isoDateTime,
      birthMonth: z.number().int().nullable(),
      birthYear: z.number().int().nullable(),
      country: z.string().nullable(),
      city: z.string().nullable(),
      postalCode: z.string().nullable(),
      /** Whether the account has a password (social sign-in accounts may not). */
      hasPassword: z.boolean(),
      /** Social providers linked to the account. */
      signInProviders: z.array(z.string()),
    }),
    /** Every response with every saved version, oldest version first. */
    responses: z.array(
      z.object({
        id: z.number().int(),
        question: questionRef,
        answers: z.array(z.string()),
        answerImages: z.array(z.string()).nullable(),
        isPublic: z.boolean(),
        isHidden: z.boolean(),
        version: z.number().int(),
        likesCount: z.number().int(),
        commentsCount: z.number().int(),
        createdAt: isoDateTime,
        updatedAt: isoDateTime,
        versions: z.array(exportedVersion),
      }),
    ),
    /** Responses the member likes. */
    likes: z.array(
      z.object({
        responseId: z.number().int(),
        question: questionRef,
        author: username,
        createdAt: isoDateTime,
      }),
    ),
    /** Comments the member wrote. */
    comments: z.array(
      z.object({
        id: z.number().int(),
        responseId: z.number().int(),
        question: questionRef,
        /** The author of the response commented on. */
        responseAuthor: username,
        content: z.string(),
        createdAt: isoDateTime,
      }),
    ),
    following: z.array(z.object({ username, since: isoDateTime })),
    followers: z.array(z.object({ username, since: isoDateTime })),
    /** The members this member blocked and muted (decision 070); never who blocked or muted them. */
    blocked: z.array(z.object({ username, since: isoDateTime })),
    muted: z.array(z.object({ username, since: isoDateTime })),
    notifications: z.array(
      z.object({
        id: z.number().int(),
        type: z.enum(NOTIFICATION_TYPES),
        title: z.string(),
        message: z.string(),
        isRead: z.boolean(),
        relatedUser: username.nullable(),
        relatedUrl: z.string().nullable(),
        createdAt: isoDateTime,
      }),
    ),
    /** Reports the member filed. */
    reports: z.array(
      z.object({
        id: z.number().int(),
        responseId: z.number().int(),
        question: questionRef,
        responseAuthor: username,
        reason: z.enum(REPORT_REASONS),
        description: z.string().nullable(),
        status: z.enum(REPORT_STATUSES),
        createdAt: isoDateTime,
        reviewedAt: isoDateTime.nullable(),
        reviewNotes: z.string().nullable(),
      }),
    ),
    /** Signed-in browsers. */
    sessions: z.array(
      z.object({ createdAt: isoDateTime, expiresAt: isoDateTime, userAgent: z.string().nullable() }),
    ),
    /** Data deletion requests sent for the member's email. */
    dataDeletionRequests: z.array(
      z.object({
        reason: z.string(),
        status: z.enum(DATA_DELETION_STATUSES),
        createdAt: isoDateTime,
        handledAt: isoDateTime.nullable(),
      }),
    ),
  })
  .meta({ id: 'MyDataExport' });
export type MyDataExport = z.infer<typeof myDataExport>;

export const exportMyData = defineCall({
  method: 'GET',
  path: '/api/users/me/export',
  summary:
    'Everything the site holds about the signed-in member, as one JSON file download (other members by username)',
  tag: 'users',
  response: { 200: myDataExport, 401: apiError },
});

export const deleteMyAccount = defineCall({
  method: 'DELETE',
  path: '/api/users/me',
  summary:
    "Deletes the signed-in member's account and everything they made, after checking their password; signs " +
    'them out and mails a confirmation. 403 for a wrong password (nothing changes).',
  tag: 'users',
  body: deleteMyAccountSchema,
  response: {
    200: z.object({ message: z.string() }),
    400: apiError,
    401: apiError,
    403: apiError,
    409: apiError,
    429: apiError,
  },
});

/**
 * A member without a password (joined with Google or Facebook) who has a real address can confirm deleting
 * their account by a mailed link instead of signing in with the provider again (docs/decisions/082).
 */
export const mailAccountDeletionLink = defineCall({
  method: 'POST',
  path: '/api/users/me/deletion-link',
  summary:
    'Mail a single-use link (1 hour) that confirms deleting your account; 409 when the address is made up',
  tag: 'users',
  response: { 200: okMessage, 401: apiError, 403: apiError, 409: apiError, 429: apiError },
});

export const confirmAccountDeletion = defineCall({
  method: 'POST',
  path: '/api/users/confirm-deletion',
  summary:
    "Deletes the account of a mailed link's token (from its confirm page), signs that member out here and " +
    'mails a confirmation. 400 for an unknown, used or expired link',
  tag: 'users',
  body: confirmAccountDeletionSchema,
  response: { 200: okMessage, 400: apiError, 403: apiError, 409: apiError },
});
