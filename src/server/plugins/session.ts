/** Reads the session cookie on API calls and puts the signed-in member on request.user. */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '../../shared/constants.js';
import { forgetSession, readSession } from '../cache/sessions.js';
import type { UserRow } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { isDueForSlide, slideSession } from '../services/sessions.js';
import { isApiPath, requestPath } from './request-path.js';

export const SESSION_COOKIE = 'top5_session';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in member as their kept session holds them: every column current but the stored counts
     * (answers, followers, following), which may be older (decision 129). What shows them overlays
     * `withOwnCounts` (cache/sessions.ts).
     */
    user: UserRow | null;
    sessionTokenHash: string | null;
  }
}

export async function registerSession(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(requestPath(request))) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await readSession(app, token);
    if (!found) {
      // Unknown or expired: tell the browser to drop it, so it stops sending a dead cookie.
      clearSessionCookie(app, reply);
      return;
    }
    request.user = found.user;
    request.sessionTokenHash = found.tokenHash;
    // An active member is never cut off 2 hours after signing in: their calls slide the expiry along.
    if (isDueForSlide(found.expiresAt)) {
      const slid = await slideSession(app.db, found.tokenHash);
      // The kept expiry is now behind (whoever moved it): the next call reads the session again.
      forgetSession(app, found.tokenHash);
      if (slid) setSessionCookie(app, reply, token);
    }
  });
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

/** Sends the current session cookie again, so the browser's copy lives as long as the extended session. */
export function refreshSessionCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const token = request.cookies[SESSION_COOKIE];
  if (token) setSessionCookie(app, reply, token);
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
  });
}

/** The signed-in member, or a 401. */
export function requireUser(request: FastifyRequest, message?: string): UserRow {
  if (!request.user) throw unauthorized(message);
  return request.user;
}

/** The signed-in admin, or a 401/403. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden("You don't have permission to access this page.");
  return user;
}
