/**
 * /api/auth/account, /api/auth/change-password, /api/auth/change-email and /api/auth/sessions: a signed-in
 * member's own password, email address and signed-in browsers. The new address of an email change is
 * confirmed by the link mailed to it (POST /api/auth/verify-email with that token).
 */
import { z } from 'zod';
import { changeEmailSchema, changePasswordSchema } from '../schemas/auth.js';
import { idParams, isoDateTime } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

/** One signed-in browser of the member (its token never leaves the server, not even hashed). */
export const memberSession = z
  .object({
    id: z.number().int(),
    /** The browser's own description of itself, as it signed in; null when it sent none. */
    userAgent: z.string().nullable(),
    signedInAt: isoDateTime,
    /** When it was last used (to within 10 minutes) or extended. */
    lastActiveAt: isoDateTime,
    /** The browser asking. */
    current: z.boolean(),
  })
  .meta({ id: 'MemberSession' });
export type MemberSession = z.infer<typeof memberSession>;

export const accountSettings = z
  .object({
    email: z.string(),
    /** False for a member who only signs in with a social provider: no current password is asked then. */
    hasPassword: z.boolean(),
    /** An address waiting for its mailed link to be followed, or null. */
    pendingEmail: z.string().nullable(),
    /** The social providers the member can sign in with (linked), in a fixed order. */
    linkedProviders: z.array(z.enum(['google', 'facebook'])),
    /** Whether a mailed link can confirm deleting the account (the address is real, not users.invalid). */
    canConfirmByMail: z.boolean(),
    /** Live sessions, the current one first, then the most recently active. */
    sessions: z.array(memberSession),
  })
  .meta({ id: 'AccountSettings' });
export type AccountSettings = z.infer<typeof accountSettings>;

export const getAccountSettings = defineCall({
  method: 'GET',
  path: '/api/auth/account',
  summary: "The member's email, whether they have a password, a pending new email, and their sessions",
  tag: 'auth',
  response: { 200: accountSettings, 401: apiError },
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/api/auth/change-password',
  summary: 'Change your password (the current one is required when you have one); other sessions end',
  tag: 'auth',
  body: changePasswordSchema,
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 429: apiError },
});

export const changeEmail = defineCall({
  method: 'POST',
  path: '/api/auth/change-email',
  summary: 'Ask to move your account to a new email: it counts once the link mailed to it is followed',
  tag: 'auth',
  body: changeEmailSchema,
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 429: apiError },
});

export const endSession = defineCall({
  method: 'DELETE',
  path: '/api/auth/sessions/:id',
  summary: 'Sign out one of your other browsers',
  tag: 'auth',
  params: idParams,
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
});

export const endOtherSessions = defineCall({
  method: 'DELETE',
  path: '/api/auth/sessions',
  summary: 'Sign out every browser but this one',
  tag: 'auth',
  response: { 200: okMessage, 401: apiError, 403: apiError },
});

export const unlinkProvider = defineCall({
  method: 'DELETE',
  path: '/api/auth/providers/:provider',
  summary: 'Stop signing in with a provider; refused (409) when it is your only way in',
  tag: 'auth',
  params: z.object({ provider: z.enum(['google', 'facebook'], 'Unknown provider') }),
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError },
});
