import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser, multipartFile } from '../../test/factories.js';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await createSignedInUser(ctx.db)).cookie;
});
afterAll(() => ctx.close());

const upload = (
  file: { filename: string; contentType: string; content: Buffer },
  options: { field?: string; cookie?: string } = {},
) => {
  const body = multipartFile(options.field ?? 'image', file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/question-image',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.cookie === undefined ? { cookie } : options.cookie ? { cookie: options.cookie } : {}),
    },
  });
};

/** A JPEG carrying EXIF: a camera model and a GPS position. */
const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'X100' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .toBuffer();

describe('POST /api/upload/question-image', () => {
  it('stores a real image without its metadata and serves it back', async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload({ filename: 'holiday.jpg', contentType: 'image/jpeg', content: original });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/questions\/[0-9a-f]{32}\.jpg$/);
    const stored = fs.readFileSync(path.join(ctx.dataDir, imageUrl));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('decides the format by content: a PNG named .gif and sent as text is stored as PNG', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const res = await upload({ filename: 'pic.gif', contentType: 'text/plain', content: png });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/\.png$/);
  });

  it('keeps the animation of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 10, height: 10, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = [await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')];
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const res = await upload({ filename: 'a.gif', contentType: 'image/gif', content: animated });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/\.gif$/);
    const stored = fs.readFileSync(path.join(ctx.dataDir, res.json().imageUrl));
    expect((await sharp(stored).metadata()).pages).toBe(3);
  });

  it('refuses a text file renamed to .jpg with 400', async () => {
    const res = await upload({
      filename: 'notes.jpg',
      contentType: 'image/jpeg',
      content: Buffer.from('just some text, not a picture'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Only JPEG, PNG, GIF or WebP images are allowed' });
  });

  it('refuses an image of another format (SVG) with 400', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
    );
    const res = await upload({ filename: 'x.png', contentType: 'image/png', content: svg });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Only JPEG, PNG, GIF or WebP images are allowed' });
  });

  it('refuses a 6 MB file with 413', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const res = await upload({ filename: 'big.jpg', contentType: 'image/jpeg', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Image must be 5MB or smaller' });
  });

  it('refuses a visitor with 401', async () => {
    const res = await upload(
      { filename: 'a.jpg', contentType: 'image/jpeg', content: await photoWithExif() },
      { cookie: '' },
    );
    expect(res.statusCode).toBe(401);
  });

  it('asks for a file when the field is missing or the body is not multipart', async () => {
    const wrongField = await upload(
      { filename: 'a.jpg', contentType: 'image/jpeg', content: await photoWithExif() },
      { field: 'file' },
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ error: 'Please select an image file to upload.' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/question-image',
      payload: { image: 'x' },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'Please select an image file to upload.' });
  });
});
