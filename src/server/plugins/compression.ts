/**
 * Compresses what the server writes itself (API JSON, pages, sitemaps) with brotli or gzip, as the browser's
 * Accept-Encoding allows, once it is at least COMPRESS_MIN_BYTES: smaller answers gain nothing. Files are
 * not compressed here: the built client is compressed at build time and sent as its .br/.gz twins
 * (@fastify/static preCompressed), and images are compressed already. An answer up to INLINE_MAX_BYTES (an
 * API answer, a feed page) is compressed on the event loop: on libuv's threads the same 4 KB costs six times
 * the CPU (0.39 ms against 0.06 ms at quality 5, 50 at a time), a sixth of a cold feed read's CPU. Bigger ones
 * (a page, 100 KB and more: about 1 ms) go to libuv's threads, so the event loop does not wait for them.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const COMPRESS_MIN_BYTES = 1024;
/** Up to this size, compressed on the event loop (see above). */
const INLINE_MAX_BYTES = 32 * 1024;

/** Never an event stream: each event must leave as it is written (routes/live). */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|xml|javascript)|image\/svg\+xml)/i;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality by how often the result is sent: 2 of 11 for an answer made for one request (a feed page
 * after a cursor, a deep page, an admin page: a feed page of 4 KB in 27 µs against 32 at quality 3 and 55 at
 * 5, for 2-5% more bytes than 3), 5 for a body the read cache keeps and sends again and again
 * (serve-cached.ts), where the smaller result pays for itself.
 */
const QUALITY = { once: 2, kept: 5 } as const;
export type Sent = keyof typeof QUALITY;

const brotliOptions = (size: number, sent: Sent): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY[sent],
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** 'br', 'gzip' or null, by the browser's Accept-Encoding (an encoding with q=0 is refused). */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** `payload` in `encoding`, sent once (made for this request) or kept and sent again (QUALITY). */
export function compress(
  payload: string | Buffer,
  encoding: 'br' | 'gzip',
  sent: Sent = 'once',
): Promise<Buffer> {
  const size = Buffer.byteLength(payload);
  if (size <= INLINE_MAX_BYTES) {
    return Promise.resolve(
      encoding === 'br'
        ? zlib.brotliCompressSync(payload, brotliOptions(size, sent))
        : zlib.gzipSync(payload, GZIP_OPTIONS),
    );
  }
  return encoding === 'br' ? brotli(payload, brotliOptions(size, sent)) : gzip(payload, GZIP_OPTIONS);
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES) return payload;
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(payload, encoding);
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
