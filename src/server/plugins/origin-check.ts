/**
 * Refuses state-changing calls sent from another origin (a CSRF guard beside SameSite=Lax). Only GET, HEAD
 * and OPTIONS pass unchecked: the check holds for every path however it is written (`/%61pi/...` included),
 * since the router decodes what a prefix test on the raw URL would miss.
 */
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `origins`: PUBLIC_URL and ALLOWED_ORIGINS (any URL; only its origin counts). An Origin header must be one
 * of them; the request's own Host never vouches for it, since a rebound DNS name would make any page the
 * "same host".
 */
export function registerOriginCheck(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins.flatMap((o) => loopbackSpellings(new URL(o))));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-origin request refused');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowed.has(origin)) throw forbidden('Cross-origin request refused');
  });
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A site on a loopback address (development: http://localhost:3000) is the same site however its address is
 * spelled, so http://127.0.0.1:3000 is accepted too. No outside page can have such an origin, and a DNS
 * rebinding page keeps its own host name, so this opens nothing.
 */
function loopbackSpellings(url: URL): string[] {
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}
