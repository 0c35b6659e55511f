import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageQueue } from '../../services/images/image-queue.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, multipartFile } from '../../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ IMAGE_WORKERS: 1, RATE_LIMIT_IMAGE_UPLOADS_PER_MINUTE: 3 });
});
afterAll(() => ctx.close());

const upload = (cookie: string, content: Buffer, to: 'question' | 'profile' = 'question') => {
  const body = multipartFile(to === 'question' ? 'image' : 'profilePicture', {
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    content,
  });
  return ctx.app.inject({
    method: 'POST',
    url: to === 'question' ? '/api/upload/question-image' : '/api/users/profile-picture/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

/** A large photo-like JPEG (noise compresses badly, so decoding and encoding it is real work). */
const bigPhoto = () =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

const smallPhoto = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#39c' } })
    .jpeg()
    .toBuffer();

describe('ImageQueue', () => {
  it('never runs more jobs at once than its workers, and hands each caller its own result', async () => {
    const queue = new ImageQueue(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        queue.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 10));
          running -= 1;
          return i * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(2);
    expect(queue.peak).toBe(2);
    expect(queue.active).toBe(0);
  });

  it('passes a failed job on and frees its worker', async () => {
    const queue = new ImageQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('image uploads wait their turn (IMAGE_WORKERS)', () => {
  it('runs one sharp job at a time for 8 members uploading at once, and a read answers meanwhile', async () => {
    const photo = await bigPhoto();
    const members = await Promise.all(Array.from({ length: 8 }, () => createSignedInUser(ctx.db)));
    const question = await createQuestion(ctx.db);
    const queue = ctx.app.imageQueue;
    queue.peak = 0;
    let finished = 0;
    const uploads = members.map((m, i) =>
      upload(m.cookie, photo, i % 2 === 0 ? 'question' : 'profile').then((res) => {
        finished += 1;
        return res;
      }),
    );
    // Wait until the uploads are in: one being processed, the others queued behind it.
    for (let i = 0; i < 400 && !(queue.active === 1 && queue.queued >= 3); i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(queue.queued).toBeGreaterThanOrEqual(3);

    const started = Date.now();
    const read = await ctx.app.inject({ method: 'GET', url: `/api/questions/${question.id}` });
    const took = Date.now() - started;
    expect(read.statusCode).toBe(200);
    expect(finished).toBeLessThan(8);
    // Generous for a loaded 2-core machine; without the queue this read waited behind every image.
    expect(took).toBeLessThan(2000);

    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(queue.peak).toBe(1);
    // Eight photos one after another take seconds each on a 2-core machine that runs other suites beside.
  }, 120_000);
});

describe('RATE_LIMIT_IMAGE_UPLOADS_PER_MINUTE', () => {
  it("limits a member's image uploads per minute, question images and profile pictures together", async () => {
    const photo = await smallPhoto();
    const busy = await createSignedInUser(ctx.db);
    expect((await upload(busy.cookie, photo, 'question')).statusCode).toBe(200);
    expect((await upload(busy.cookie, photo, 'profile')).statusCode).toBe(200);
    expect((await upload(busy.cookie, photo, 'question')).statusCode).toBe(200);
    for (const to of ['question', 'profile'] as const) {
      const refused = await upload(busy.cookie, photo, to);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another member is not affected.
    const other = await createSignedInUser(ctx.db);
    expect((await upload(other.cookie, photo)).statusCode).toBe(200);
  });
});
