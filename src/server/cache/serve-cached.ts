/**
 * A cacheable read answered from the read cache, with an HTTP validator: the answer carries its ETag and
 * `Cache-Control: no-cache` (a browser may keep it but asks each time), and a request whose If-None-Match
 * names the current ETag gets 304 with no body. What is kept is the answer as sent: its JSON, serialized
 * once through the route's response schema, its ETag, and its brotli and gzip forms, each made the first
 * time a browser asks for it. So a hit is a lookup and a write (decision 035).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import { addVary, COMPRESS_MIN_BYTES, chooseEncoding, compress, type Sent } from '../plugins/compression.js';
import type { ReadCache, Tagged } from './read-cache.js';

/** One kept answer. */
export interface CachedBody<T> {
  /**
   * The JSON parsed back (once, when first read): what every viewer gets, before their own state is added to
   * a copy.
   */
  readonly value: T;
  body: string;
  /** A weak validator of the body: equal bodies, equal tags. */
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
  /**
   * How hard its forms are compressed (compression.ts): as 'kept' (the default) in the read cache, whose
   * answers many read; as 'once' in the page cache, whose deep pages are seldom read twice.
   */
  sent?: Sent;
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer under `key`, kept or loaded, serialized as the route sends it (in the app's read cache by default). */
export function readCached<T>(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  load: () => Promise<Tagged<T>>,
  cache: ReadCache = app.readCache,
): Promise<CachedBody<T>> {
  return cache.readTagged(key, async () => {
    const { value, topics } = await load();
    const body = serializeJson(reply, value);
    const cached = keptBody<T>(body, cache === app.pageCache ? 'once' : 'kept');
    // The body, its parsed copy and (later) its compressed forms: about three times its length.
    return { value: cached, topics, bytes: body.length * 3 };
  });
}

/**
 * A kept body whose parsed copy is made the first time a viewer's own state needs it: most reads of a page
 * (every visitor's, every admin list's) send the body as it is, and parsing it back costs as much as making it.
 */
function keptBody<T>(body: string, sent: Sent): CachedBody<T> {
  let parsed: T | undefined;
  return {
    get value() {
      parsed ??= JSON.parse(body) as T;
      return parsed;
    },
    body,
    etag: etagOf(body),
    encoded: {},
    sent,
  };
}

/**
 * The route's serializer: checked against its response schema, only the listed fields. A route that also
 * answers another type (the admin responses' CSV) has a serializer per type, and its JSON one is asked for.
 */
function serializeJson(reply: FastifyReply, value: unknown): string {
  const schema = reply.request.routeOptions.schema?.response as Record<number, unknown> | undefined;
  const answer = schema?.[reply.statusCode];
  if (answer && typeof answer === 'object' && 'content' in answer) {
    return reply.serializeInput(
      value as Record<string, unknown>,
      String(reply.statusCode),
      'application/json',
    ) as string;
  }
  return reply.serialize(value) as string;
}

/**
 * The answer under `key` as a visitor sees it, which is what members see too, unless what is read is one only
 * some members may see (a private or hidden response answers a visitor 404): then null for a signed-in
 * viewer, for the caller to read as them. Nothing a visitor may not see is ever kept.
 */
export function readAsVisitor<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<Tagged<T>>,
): Promise<CachedBody<T> | null> {
  return readCached(app, reply, key, load).catch((error: unknown) => {
    if (request.user && error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
}

/**
 * Sends a kept answer: 304 when the browser has it, else its body in the encoding the browser takes.
 * `privately` for an answer kept for one member (no shared cache may keep it); `type` for one that is not JSON.
 */
export async function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody<T>,
  { privately = false, type = JSON_TYPE } = {},
): Promise<T> {
  reply.header('etag', cached.etag);
  reply.header('cache-control', privately ? 'private, no-cache' : 'no-cache');
  const asked = request.headers['if-none-match'];
  if (asked?.split(',').some((tag) => tag.trim() === cached.etag)) {
    // Sent here; Fastify takes a returned reply as "already answered".
    return reply.code(304).send() as unknown as T;
  }
  return sendJson(request, reply, cached.body, cached, type);
}

/**
 * Sends JSON already serialized (the compression hook leaves an encoded body alone). `kept`, a kept answer,
 * keeps the compressed forms of a body sent again and again; without it, the body was made for this request.
 */
export async function sendJson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  kept?: Pick<CachedBody<T>, 'encoded' | 'sent'>,
  type = JSON_TYPE,
): Promise<T> {
  reply.type(type);
  if (body.length < COMPRESS_MIN_BYTES) return reply.send(body) as unknown as T;
  addVary(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body) as unknown as T;
  let sent: Buffer;
  if (!kept) sent = await compress(body, encoding);
  else sent = kept.encoded[encoding] ??= await compress(body, encoding, kept.sent ?? 'kept');
  reply.header('content-encoding', encoding);
  return reply.send(sent) as unknown as T;
}

/**
 * Where a numbered page is kept: page 1, read again and again, in the read cache; a page deeper in, seldom read
 * twice, in the page cache, compressed as sent once (decision 127). Feeds and the admin's lists page alike.
 */
export const cacheForPage = (app: FastifyInstance, page: number): ReadCache =>
  page === 1 ? app.readCache : app.pageCache;

/** A numbered page of a private list (the admin's lists), kept where `cacheForPage` says. */
export function servePrivatePage<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  page: number,
  load: () => Promise<Tagged<T>>,
): Promise<T> {
  return servePrivately(app, request, reply, key, load, cacheForPage(app, page));
}

/** A read the same for every viewer, from the read cache. */
export async function serveCached<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  topics: string[],
  load: () => Promise<T>,
): Promise<T> {
  const cached = await readCached(app, reply, key, async () => ({ value: await load(), topics }));
  return sendCached(request, reply, cached);
}

/**
 * A read kept for one member, or for the admins, from the read cache (or `cache`): sent private, so no shared
 * cache keeps it. `key` names the viewer (or the admin area) and every query parameter.
 */
export async function servePrivately<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<Tagged<T>>,
  cache: ReadCache = app.readCache,
): Promise<T> {
  const cached = await readCached(app, reply, key, load, cache);
  return sendCached(request, reply, cached, { privately: true });
}
