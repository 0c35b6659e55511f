/**
 * The app with its files in an S3 bucket (s3rver, started here): an upload is stored in the bucket and
 * served back through the app; share cards are kept there; deleting an account or a question deletes their
 * files there; S3_PUBLIC_URL turns serving into a redirect to a signed address; a store that does not answer
 * costs that request a 503 and nothing else.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, multipartFile } from '../../test/factories.js';
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3 } from '../../test/s3-server.js';
import { call, createResponse } from '../../test/social-kit.js';
import { cardFolders } from '../share/share-cards.js';
import type { FileStore } from './file-store.js';
import { openS3FileStore } from './s3-store.js';

let s3: TestS3;
let ctx: TestContext;
/** The bucket as seen from outside the app. */
let bucket: FileStore;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestContext(s3.env);
  bucket = await openS3FileStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: TEST_S3_CREDENTIALS,
    timeoutMs: 5000,
  });
});
afterAll(async () => {
  bucket.close();
  await ctx.close();
  await s3.close();
});

const picture = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function upload(cookie: string, url: string, field: string, content: Buffer, app = ctx.app) {
  const body = multipartFile(field, { filename: 'p.jpg', contentType: 'image/jpeg', content });
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
}

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of bucket.list(prefix)) keys.push(...page);
  return keys.sort();
}

describe('uploads on S3', () => {
  it('stores an upload in the bucket, not on disk, and serves it from our origin with an ETag', async () => {
    const { cookie } = await createSignedInUser(ctx.db);
    const res = await upload(
      cookie,
      '/api/upload/question-image',
      'image',
      await picture({ r: 9, g: 99, b: 9 }),
    );
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json() as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/questions\/[0-9a-f]{32}\.jpg$/);
    const stored = await bucket.read(imageUrl.slice(1));
    expect(stored).not.toBeNull();
    expect(fs.existsSync(path.join(ctx.dataDir, imageUrl))).toBe(false);

    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored as Buffer)).toBe(true);
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await ctx.app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await ctx.app.inject({ method: 'HEAD', url: imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String((stored as Buffer).length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a file the bucket does not hold, or a path outside the uploads', async () => {
    for (const url of ['/uploads/questions/ffffffffffffffffffffffffffffffff.jpg', '/uploads/%2e%2e/x.jpg']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('keeps share cards in the bucket and answers the stored one the second time', async () => {
    const question = await createQuestion(ctx.db);
    const first = await ctx.app.inject({ method: 'GET', url: `/og/question/${question.id}.png` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-share-card']).toBe('drawn');
    const version = String(first.headers.etag).replaceAll('"', '');
    expect(await keysUnder(cardFolders.question(question.id))).toEqual([
      `${cardFolders.questionCard(question.id)}${version}.png`,
    ]);
    const second = await ctx.app.inject({ method: 'GET', url: `/og/question/${question.id}.png` });
    expect(second.headers['x-share-card']).toBe('stored');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

describe('deleting on S3', () => {
  it("deletes an account's uploaded picture and its cards from the bucket", async () => {
    const admin = await createSignedInUser(ctx.db, { isAdmin: true });
    const member = await createSignedInUser(ctx.db);
    const res = await upload(
      member.cookie,
      '/api/users/profile-picture/upload',
      'profilePicture',
      await picture({ r: 200, g: 0, b: 0 }),
    );
    expect(res.statusCode).toBe(200);
    const { profilePicture } = res.json() as { profilePicture: string };
    const question = await createQuestion(ctx.db);
    const responseId = await createResponse(ctx.db, member.user, question.id);
    for (const url of [
      `/og/user/${member.user.username}.png`,
      `/og/response/${responseId}.png`,
      `/og/response/${responseId}/story.png`,
      `/og/question/${question.id}.png`,
    ]) {
      expect([url, (await ctx.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
    expect(await bucket.size(profilePicture.slice(1))).not.toBeNull();
    expect(await keysUnder(cardFolders.member(member.user.username))).toHaveLength(1);
    expect(await keysUnder(cardFolders.response(question.id, responseId))).toHaveLength(1);
    expect(await keysUnder(cardFolders.story(question.id, responseId))).toHaveLength(1);

    expect((await call(ctx, 'DELETE', `/api/admin/users/${member.user.id}`, admin.cookie)).statusCode).toBe(
      200,
    );
    expect(await bucket.size(profilePicture.slice(1))).toBeNull();
    expect(await keysUnder(cardFolders.member(member.user.username))).toEqual([]);
    expect(await keysUnder(cardFolders.response(question.id, responseId))).toEqual([]);
    expect(await keysUnder(cardFolders.story(question.id, responseId))).toEqual([]);
    // The question stays, and so does its card.
    expect(await keysUnder(cardFolders.questionCard(question.id))).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: profilePicture })).statusCode).toBe(404);
  });

  it("deletes a question's uploaded image and every card of it and its responses", async () => {
    const asker = await createSignedInUser(ctx.db);
    const res = await upload(
      asker.cookie,
      '/api/upload/question-image',
      'image',
      await picture({ r: 0, g: 0, b: 200 }),
    );
    const { imageUrl } = res.json() as { imageUrl: string };
    const question = await createQuestion(ctx.db, { createdBy: asker.user.id, imageUrl });
    const responseId = await createResponse(ctx.db, asker.user, question.id);
    for (const url of [`/og/question/${question.id}.png`, `/og/response/${responseId}.png`]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(await keysUnder(cardFolders.question(question.id))).toHaveLength(2);

    const deleted = await call(ctx, 'DELETE', `/api/questions/${question.id}`, asker.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(await keysUnder(cardFolders.question(question.id))).toEqual([]);
    expect(await bucket.size(imageUrl.slice(1))).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });
});

describe('S3_PUBLIC_URL', () => {
  it('answers a file with a redirect to a signed address the store serves, and lets the CSP name it', async () => {
    const direct = await createTestContext({ ...s3.env, S3_PUBLIC_URL: s3.endpoint });
    try {
      const key = `uploads/questions/${'cd'.repeat(16)}.jpg`;
      const bytes = await picture({ r: 1, g: 2, b: 3 });
      await bucket.put(key, bytes);
      const res = await direct.app.inject({ method: 'GET', url: `/${key}` });
      expect(res.statusCode).toBe(302);
      const location = String(res.headers.location);
      expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
      const fetched = await fetch(location);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);

      const page = await direct.app.inject({ method: 'GET', url: '/healthz' });
      const imgSrc = /img-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'blob:', new URL(s3.endpoint).origin]);
      const plain = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(String(plain.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
    } finally {
      await direct.close();
    }
  });
});

describe('a store that does not answer', () => {
  it('costs the request a 503, and the app goes on serving', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const stuck = await createTestContext({
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_TIMEOUT_SECONDS: 1,
    });
    try {
      const file = await stuck.app.inject({
        method: 'GET',
        url: `/uploads/questions/${'ef'.repeat(16)}.jpg`,
      });
      expect(file.statusCode).toBe(503);
      expect(file.json()).toEqual({ error: 'File storage is unavailable. Please try again in a moment.' });
      const { cookie } = await createSignedInUser(stuck.db);
      const res = await upload(
        cookie,
        '/api/upload/question-image',
        'image',
        await picture({ r: 5, g: 5, b: 5 }),
        stuck.app,
      );
      expect(res.statusCode).toBe(503);
      expect((await stuck.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await stuck.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
