/** The known-device cookie (decision 016): sent only to /api/auth, HttpOnly, kept for a year. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_TTL_MS } from '../../services/auth/known-devices.js';

export const DEVICE_COOKIE = 'top5_device';

export function deviceToken(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE] || undefined;
}

export function setDeviceCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: Math.floor(KNOWN_DEVICE_TTL_MS / 1000),
  });
}
