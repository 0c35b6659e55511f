/**
 * /api/auth: registering, signing in and out, the signed-in member's own record, email verification,
 * password reset, profile completion and social sign-in. Request bodies are the forms' own
 * schemas (src/shared/schemas/auth.ts).
 */
import { z } from 'zod';
import {
  completeProfileSchema,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../schemas/auth.js';
import { textField } from '../schemas/fields.js';
import { isoDateTime, publicUser } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

/** The signed-in member's own record: only ever sent to that member (GET /api/auth/me). */
export const sessionUser = publicUser
  .extend({
    email: z.string(),
    isVerified: z.boolean(),
    birthMonth: z.number().int().nullable(),
    birthYear: z.number().int().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUser>;

/** The answer of the calls that hand back the member's record. */
export const sessionUserAnswer = z.object({ user: sessionUser }).meta({ id: 'SessionUserAnswer' });
export type SessionUserAnswer = z.infer<typeof sessionUserAnswer>;

export const extendedSession = z
  .object({
    message: z.string(),
    /** When the session now ends unless it is used or extended again (2 hours ahead). */
    expiresAt: isoDateTime,
  })
  .meta({ id: 'ExtendedSession' });
export type ExtendedSession = z.infer<typeof extendedSession>;

// Every call that changes something may also be refused 403 by the origin check (a call from another
// site), and every call with a body 413 when the body is over 1 MB.

export const register = defineCall({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Create an unverified account and mail its verification link (does not sign in)',
  tag: 'auth',
  body: registerSchema,
  response: {
    201: sessionUserAnswer,
    400: apiError,
    403: apiError,
    409: apiError,
    413: apiError,
    429: apiError,
  },
});

export const login = defineCall({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with email and password: a new session cookie (403 while the email is not verified)',
  tag: 'auth',
  body: loginSchema,
  response: {
    200: sessionUserAnswer,
    400: apiError,
    401: apiError,
    403: apiError,
    413: apiError,
    429: apiError,
  },
});

export const logout = defineCall({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'End this browser’s session (answers 200 when nobody is signed in too)',
  tag: 'auth',
  response: { 200: okMessage, 403: apiError },
});

/** `user` is null for a visitor: nobody signed in is an answer, not an error (issue 20). */
export const meAnswer = z.object({ user: sessionUser.nullable() }).meta({ id: 'MeAnswer' });
export type MeAnswer = z.infer<typeof meAnswer>;

export const getMe = defineCall({
  method: 'GET',
  path: '/api/auth/me',
  summary: 'The signed-in member’s own record; `user` null when nobody is signed in (or the session ended)',
  tag: 'auth',
  response: { 200: meAnswer },
});

export const extendSession = defineCall({
  method: 'POST',
  path: '/api/auth/extend-session',
  summary: 'Push the session’s end 2 hours ahead (the inactivity dialog’s Stay Logged In)',
  tag: 'auth',
  response: { 200: extendedSession, 401: apiError, 403: apiError },
});

export const resendVerification = defineCall({
  method: 'POST',
  path: '/api/auth/resend-verification',
  summary: 'Mail a new verification link if the email is an unverified account (same answer either way)',
  tag: 'auth',
  body: emailOnlySchema,
  response: { 200: okMessage, 400: apiError, 403: apiError, 413: apiError, 429: apiError },
});

export const requestPasswordReset = defineCall({
  method: 'POST',
  path: '/api/auth/request-password-reset',
  summary: 'Mail a 1-hour password reset link if the email is an account (same answer either way)',
  tag: 'auth',
  body: emailOnlySchema,
  response: { 200: okMessage, 400: apiError, 403: apiError, 413: apiError, 429: apiError },
});

export const resetPassword = defineCall({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Set a new password with a reset link’s token; the member’s other sessions end',
  tag: 'auth',
  body: resetPasswordSchema,
  response: { 200: okMessage, 400: apiError, 403: apiError, 413: apiError },
});

export const verifyEmail = defineCall({
  method: 'POST',
  path: '/api/auth/verify-email',
  summary: 'Verify the email with the mailed link’s token (single use)',
  tag: 'auth',
  body: verifyEmailSchema,
  response: { 200: okMessage, 400: apiError, 403: apiError, 413: apiError },
});

export const completeProfile = defineCall({
  method: 'PATCH',
  path: '/api/auth/complete-profile',
  summary: 'Replace a placeholder profile’s birth month, year and location',
  tag: 'auth',
  body: completeProfileSchema,
  response: {
    200: sessionUserAnswer,
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    413: apiError,
  },
});

// Social sign-in (docs/decisions/013-social-sign-in.md). The browser itself navigates to these calls, so every
// answer is a redirect: to the provider, back to the site once signed in, or to /auth?error=<code>&provider=...

/** The providers whose keys are set; the buttons of the others say sign-in with them is not configured. */
export const socialProviders = z
  .object({ google: z.boolean(), facebook: z.boolean() })
  .meta({ id: 'SocialProviders' });
export type SocialProviders = z.infer<typeof socialProviders>;
export type SocialProvider = keyof SocialProviders;

/** Why a social sign-in was refused: the `error` of the /auth address it lands on. */
export const socialSignInError = z
  .enum([
    'not_configured',
    'provider_unavailable',
    'cancelled',
    'invalid_state',
    'verification_failed',
    'email_unverified',
    'too_many_attempts',
  ])
  .meta({ id: 'SocialSignInError' });
export type SocialSignInError = z.infer<typeof socialSignInError>;

export const getSocialProviders = defineCall({
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'Which social sign-in providers this site is configured for',
  tag: 'auth',
  response: { 200: socialProviders },
});

const toProvider = z
  .null()
  .describe(
    "No body: Location is the provider's sign-in page, or /auth?error=<SocialSignInError>&provider=...",
  );
const backToSite = z
  .null()
  .describe(
    'No body: Location is the `next` the sign-in started with (else /), /complete-profile (placeholder profile), /auth?notice=account_deleted (a confirmed deletion), /users/<username>?account=<SocialLinkResult> (linking a provider) or /auth?error=<SocialSignInError>&provider=...',
  );

/**
 * Where to go once signed in (`/auth?next=...` passes it on): a path on this site, checked on the server by
 * safeReturnPath; anything else means home, never a 400.
 */
const signInStart = z.object({ next: textField('Invalid').optional().catch(undefined) });

/** What a provider sends back; anything it lacks or gets wrong is a refusal (a redirect), never a 400. */
const providerText = textField('Invalid').optional().catch(undefined);
const providerAnswer = z.object({
  code: providerText,
  state: providerText,
  error: providerText,
  error_description: providerText,
});

export const googleSignIn = defineCall({
  method: 'GET',
  path: '/api/auth/google',
  query: signInStart,
  summary: 'Start signing in with Google (OpenID Connect, code flow with PKCE): 302 to Google',
  tag: 'auth',
  response: { 302: toProvider },
});

export const googleCallback = defineCall({
  method: 'GET',
  path: '/api/auth/google/callback',
  summary: 'Where Google sends the browser back: checks the answer and the ID token, then signs in',
  tag: 'auth',
  query: providerAnswer,
  response: { 302: backToSite },
});

/** Where the browser goes to confirm, at the provider, that it is the member asking to delete their account. */
export const providerConfirmation = z.object({ url: z.string() }).meta({ id: 'ProviderConfirmation' });

/**
 * Deleting an account made with Google or Facebook, which has no password to type: the member signs in with
 * the provider again, and the callback deletes the account when the provider names this member (issue 20).
 * A POST (origin-checked), so no other site can start it with a link.
 */
export const googleConfirmDeletion = defineCall({
  method: 'POST',
  path: '/api/auth/google/confirm-deletion',
  summary:
    'Start deleting your account by signing in with Google again: answers the URL to send the browser to',
  tag: 'auth',
  response: { 200: providerConfirmation, 401: apiError, 403: apiError, 409: apiError, 429: apiError },
});

export const facebookConfirmDeletion = defineCall({
  method: 'POST',
  path: '/api/auth/facebook/confirm-deletion',
  summary:
    'Start deleting your account by signing in with Facebook again: answers the URL to send the browser to',
  tag: 'auth',
  response: { 200: providerConfirmation, 401: apiError, 403: apiError, 409: apiError, 429: apiError },
});

/** How linking a provider from account settings ended: the `account` of the profile address it lands on. */
export const socialLinkResult = z
  .enum(['linked', 'link_taken', 'link_failed'])
  .meta({ id: 'SocialLinkResult' });
export type SocialLinkResult = z.infer<typeof socialLinkResult>;

/**
 * Linking a provider to the signed-in member (docs/decisions/080): the member signs in with the provider, and
 * the callback links that identity when no other member has it. A POST (origin-checked), as above.
 */
export const googleLink = defineCall({
  method: 'POST',
  path: '/api/auth/google/link',
  summary: 'Start linking Google to your account: answers the URL to send the browser to',
  tag: 'auth',
  response: { 200: providerConfirmation, 401: apiError, 403: apiError, 409: apiError, 429: apiError },
});

export const facebookLink = defineCall({
  method: 'POST',
  path: '/api/auth/facebook/link',
  summary: 'Start linking Facebook to your account: answers the URL to send the browser to',
  tag: 'auth',
  response: { 200: providerConfirmation, 401: apiError, 403: apiError, 409: apiError, 429: apiError },
});

export const facebookSignIn = defineCall({
  method: 'GET',
  path: '/api/auth/facebook',
  query: signInStart,
  summary: 'Start signing in with Facebook (OAuth 2 code flow): 302 to the Facebook login dialog',
  tag: 'auth',
  response: { 302: toProvider },
});

export const facebookCallback = defineCall({
  method: 'GET',
  path: '/api/auth/facebook/callback',
  summary: 'Where Facebook sends the browser back: checks the answer, exchanges the code, then signs in',
  tag: 'auth',
  query: providerAnswer,
  response: { 302: backToSite },
});
