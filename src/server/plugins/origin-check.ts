/** Refuses state-changing API calls sent from another origin (a CSRF guard beside SameSite=Lax). */
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-origin request refused');
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.headers.host}`;
    if (origin !== allowed && origin !== own) throw forbidden('Cross-origin request refused');
  });
}
