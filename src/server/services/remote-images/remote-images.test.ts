import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteImages } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { urlHash } from './remote-image-rows.js';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof createSignedInUser>>;
let server: http.Server;
let base: string;
let jpeg: Buffer;
const hits: string[] = [];
/** Requests under /held/ wait until the test lets them go, so a test sees the placeholder first. */
let held: Array<() => void> = [];
let holding = true;
const releaseHeld = () => {
  holding = false;
  for (const release of held) release();
  held = [];
};

const LOCAL_COPY = /^\/uploads\/remote\/[0-9a-f]{64}\.(jpg|png)$/;

beforeAll(async () => {
  // A photo carrying EXIF (camera and position): our copy must not.
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer();
  server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(pathname);
    const send = () => {
      if (pathname.endsWith('.jpg')) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (pathname.endsWith('.txt'))
        return res.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
      res.writeHead(404).end();
    };
    if (pathname.startsWith('/held/') && holding) held.push(send);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await createTestContext({ IMAGE_FETCH_ALLOW_LOOPBACK: true });
  member = await createSignedInUser(ctx.db);
});
afterAll(async () => {
  releaseHeld();
  await ctx.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (url: string, cookie = member.cookie) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: member.cookie } });

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(condition()).toBe(true);
}

async function rowFor(url: string) {
  const [row] = await ctx.db
    .select()
    .from(remoteImages)
    .where(eq(remoteImages.urlHash, urlHash(url)));
  return row;
}

describe('Content-Security-Policy', () => {
  it('lets the browser load images from our own origin only (and data: and blob:)', async () => {
    const res = await get('/api/questions');
    expect(res.headers['content-security-policy']).toMatch(/(^|;)img-src 'self' data: blob:(;|$)/);
  });
});

describe('an image given by address', () => {
  it('shows a placeholder, is fetched in the background, then is served from our own origin', async () => {
    const address = `${base}/held/cover.jpg`;
    const created = await send('POST', '/api/questions', {
      title: 'Top 5 road movies',
      description: 'The road trip films you would watch again.',
      imageUrl: address,
    });
    // Creating the question did not wait for the remote server, which is still holding the request.
    expect(created.statusCode).toBe(201);
    expect(created.json().imageUrl).toBeNull();
    expect(created.body).not.toContain(base);
    const id: number = created.json().id;
    await waitUntil(() => hits.includes('/held/cover.jpg'));
    expect((await get(`/api/questions/${id}`)).json().imageUrl).toBeNull();
    expect((await rowFor(address))?.status).toBe('pending');

    releaseHeld();
    await ctx.app.remoteImages.idle();

    const question = (await get(`/api/questions/${id}`)).json();
    expect(question.imageUrl).toMatch(LOCAL_COPY);
    const listed = (await get('/api/questions?limit=50'))
      .json()
      .questions.find((q: { id: number }) => q.id === id);
    expect(listed.imageUrl).toBe(question.imageUrl);
    expect(await rowFor(address)).toMatchObject({
      status: 'ready',
      url: address,
      localPath: question.imageUrl,
    });

    const served = await get(question.imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Re-encoded like an upload: the same picture without its metadata.
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(fs.existsSync(path.join(ctx.dataDir, question.imageUrl))).toBe(true);
  });

  it("switches a member's picture given by address to our copy on the profile and the session", async () => {
    const address = `${base}/me.jpg`;
    const set = await send('PUT', '/api/users/profile-picture', { profilePicture: address });
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain(base);
    await ctx.app.remoteImages.idle();

    const profile = (await get(`/api/users/${member.user.username}`)).json();
    expect(profile.user.profilePicture).toMatch(LOCAL_COPY);
    expect((await get('/api/auth/me')).json().user.profilePicture).toBe(profile.user.profilePicture);
    expect((await get(profile.user.profilePicture)).statusCode).toBe(200);
  });

  it("switches a list's answer images to our copy, keeping the others where they are", async () => {
    const question = await createQuestion(ctx.db);
    const address = `${base}/held/poster.jpg`;
    holding = true;
    const saved = await send('POST', `/api/questions/${question.id}/answer`, {
      answers: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'],
      answerImages: [address, '', '/uploads/questions/abc.png', '', address],
      isPublic: true,
    });
    expect(saved.statusCode).toBe(200);
    const feed = async () => (await get(`/api/questions/${question.id}/responses`)).json().responses[0];
    expect((await feed()).answerImages).toEqual(['', '', '/uploads/questions/abc.png', '', '']);

    releaseHeld();
    await ctx.app.remoteImages.idle();
    const images: string[] = (await feed()).answerImages;
    expect(images[0]).toMatch(LOCAL_COPY);
    expect(images).toEqual([images[0], '', '/uploads/questions/abc.png', '', images[0]]);
    const mine = (await get(`/api/questions/${question.id}/my-answer`)).json();
    expect(mine.answer.answerImages).toEqual(images);
  });

  it('leaves the placeholder when the fetch fails, and never sends the address to the browser', async () => {
    const owner = await createSignedInUser(ctx.db, { displayName: 'Failing Fetches' });
    const addresses = {
      question: 'https://10.20.30.40/cover.jpg',
      picture: 'https://photos.example.invalid/me.jpg',
      answers: [
        'https://192.168.50.1/a.jpg',
        'http://203.0.113.9/b.jpg',
        `${base}/missing.jpg.gone`,
        `${base}/not-an-image.txt`,
        'https://[fd00::1]/e.jpg',
      ],
    };
    const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, payload, headers: { cookie: owner.cookie } });
    const created = await as('POST', '/api/questions', {
      title: 'Top 5 failing images',
      description: 'Every image of this question fails to load.',
      imageUrl: addresses.question,
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    // A member's own picture is fetched at once: one that cannot be is refused, and nothing changes.
    const picture = await as('PUT', '/api/users/profile-picture', { profilePicture: addresses.picture });
    expect(picture.statusCode).toBe(400);
    expect(picture.body).not.toContain(addresses.picture);
    const answered = await as('POST', `/api/questions/${id}/answer`, {
      answers: ['One', 'Two', 'Three', 'Four', 'Five'],
      answerImages: addresses.answers,
      isPublic: true,
    });
    expect(answered.statusCode).toBe(200);
    await ctx.app.remoteImages.idle();

    for (const address of [addresses.question, addresses.picture, ...addresses.answers]) {
      expect(await rowFor(address)).toMatchObject({ status: 'failed', localPath: null });
    }
    const answers = [
      created,
      await get(`/api/questions/${id}`),
      await get('/api/questions?limit=50'),
      await get(`/api/questions/${id}/responses`),
      await get(`/api/questions/${id}/my-answer`, owner.cookie),
      await get(`/api/users/${owner.user.username}`),
      await get(`/api/users/${owner.user.username}/responses`),
      await get('/api/auth/me', owner.cookie),
      await get('/api/search?q=failing'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      for (const address of [addresses.question, addresses.picture, ...addresses.answers]) {
        expect(answer.body).not.toContain(address);
      }
      expect(answer.body).not.toMatch(
        /example\.invalid|10\.20\.30\.40|192\.168\.50\.1|203\.0\.113\.9|fd00::1/,
      );
    }
    expect((await get(`/api/questions/${id}`)).json().imageUrl).toBeNull();
    expect((await get(`/api/users/${owner.user.username}`)).json().user.profilePicture).toBeNull();
    const feed = (await get(`/api/questions/${id}/responses`)).json().responses[0];
    expect(feed.user.profilePicture).toBeNull();
    expect(feed.answerImages).toEqual(['', '', '', '', '']);
  });
});
