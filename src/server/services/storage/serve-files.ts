/**
 * GET /uploads/*: files of the store, served from the site's own origin (streamed, with an ETag, 304 on
 * If-None-Match, a year's immutable caching for random and content-hash names, 404 when missing), or, with
 * S3_PUBLIC_URL, a redirect to a signed address on the store (decision 097).
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { cacheControlOf, uploadKey } from './file-store.js';

/** The redirect is kept far shorter than the signed address it names lives (SIGNED_URL_SECONDS). */
const REDIRECT_CACHE_CONTROL = 'private, max-age=600';

export function registerFileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = uploadKey(`/uploads/${request.params['*']}`);
    if (!key) throw notFound('Not found');
    const signed = await app.files.publicUrl(key);
    if (signed) return reply.header('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(signed, 302);

    const ifNoneMatch = request.headers['if-none-match'];
    const file = await app.files.get(key, { ifNoneMatch });
    if (file === null) throw notFound('Not found');
    reply.header('Cache-Control', cacheControlOf(key));
    if (file === 'not-modified') return reply.code(304).header('ETag', ifNoneMatch).send();
    reply.header('ETag', file.etag).type(file.contentType);
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    // An If-None-Match naming an older version: the store sent the file, the browser gets it.
    return reply.send(file.body);
  });
}
