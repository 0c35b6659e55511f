import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3 } from '../../test/s3-server.js';
import { deletePrefix, type FileStore, STORAGE_UNAVAILABLE, StorageUnavailable } from './file-store.js';
import { LocalFileStore } from './local-store.js';
import { openS3FileStore } from './s3-store.js';

let s3: TestS3;
let localDir: string;
const stores: Record<string, FileStore> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-files-'));
  stores.local = new LocalFileStore(localDir);
  stores.s3 = await openS3FileStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: TEST_S3_CREDENTIALS,
    timeoutMs: 5000,
  });
});
afterAll(async () => {
  for (const store of Object.values(stores)) store.close();
  await s3.close();
  fs.rmSync(localDir, { recursive: true, force: true });
});

async function text(body: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

describe.each(['local', 's3'])('the %s driver', (driver) => {
  const store = () => stores[driver];
  const key = `uploads/questions/${'ab'.repeat(16)}.jpg`;

  it('keeps a file and streams it back with its size, type and a quoted ETag', async () => {
    await store().put(key, Buffer.from('first picture'));
    const file = await store().get(key);
    if (!file || file === 'not-modified') throw new Error('no file');
    expect(file.contentType).toBe('image/jpeg');
    expect(file.size).toBe('first picture'.length);
    expect(file.etag).toMatch(/^".+"$/);
    expect(await text(file.body)).toBe('first picture');
    expect((await store().read(key))?.toString()).toBe('first picture');
    expect(await store().size(key)).toBe('first picture'.length);
  });

  it('answers not-modified for the current ETag, and the new file once it is replaced', async () => {
    const before = await store().get(key);
    if (!before || before === 'not-modified') throw new Error('no file');
    before.body.resume();
    expect(await store().get(key, { ifNoneMatch: before.etag })).toBe('not-modified');
    await store().put(key, Buffer.from('second picture, longer'));
    const after = await store().get(key, { ifNoneMatch: before.etag });
    if (!after || after === 'not-modified') throw new Error('the old ETag still matched');
    expect(after.etag).not.toBe(before.etag);
    expect(await text(after.body)).toBe('second picture, longer');
  });

  it('answers null for a file that is not there, and deleting one is no failure', async () => {
    expect(await store().get('uploads/questions/missing.png')).toBeNull();
    expect(await store().read('uploads/questions/missing.png')).toBeNull();
    expect(await store().size('uploads/questions/missing.png')).toBeNull();
    await store().delete(['uploads/questions/missing.png']);
    await store().delete([key]);
    expect(await store().get(key)).toBeNull();
  });

  it('lists and deletes a folder, and only that folder', async () => {
    const keep = 'share-cards/question/30/question/v1.png';
    const gone = ['share-cards/question/3/question/v1.png', 'share-cards/question/3/response/7/v2.png'];
    for (const k of [keep, ...gone]) await store().put(k, Buffer.from(k));
    const listed: string[] = [];
    for await (const page of store().list('share-cards/question/3/')) listed.push(...page);
    expect(listed.sort()).toEqual(gone);
    expect(await deletePrefix(store(), 'share-cards/question/3/')).toBe(2);
    for (const k of gone) expect(await store().get(k)).toBeNull();
    expect((await store().read(keep))?.toString()).toBe(keep);
  });

  it('refuses keys that climb out of the store', async () => {
    for (const bad of [
      '../etc/passwd',
      'uploads/../../x',
      '/uploads/a.png',
      'uploads//a.png',
      'uploads/./a',
    ]) {
      await expect(store().put(bad, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('the S3 driver with S3_PUBLIC_URL', () => {
  it('signs an address on the public URL, valid for an hour, that the store answers', async () => {
    const store = await openS3FileStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: 'http://s3.internal.invalid:9000',
      publicUrl: s3.endpoint,
      credentials: TEST_S3_CREDENTIALS,
      timeoutMs: 5000,
    });
    await stores.s3.put('uploads/profile-pictures/signed.jpg', Buffer.from('signed bytes'));
    const url = await store.publicUrl('uploads/profile-pictures/signed.jpg');
    store.close();
    expect(url?.startsWith(`${s3.endpoint}/${s3.bucket}/uploads/profile-pictures/signed.jpg?`)).toBe(true);
    expect(url).toContain('X-Amz-Signature=');
    expect(url).toContain('X-Amz-Expires=3600');
    const fetched = await fetch(url as string);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('signed bytes');
  });

  it('names no address without S3_PUBLIC_URL: files go through the app', async () => {
    expect(await stores.s3.publicUrl('uploads/profile-pictures/signed.jpg')).toBeNull();
    expect(await stores.local.publicUrl('uploads/profile-pictures/signed.jpg')).toBeNull();
  });
});

describe('a store that does not answer', () => {
  it('fails the call with StorageUnavailable (a 503) within the time limit', async () => {
    // Accepts connections and never says a word.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const store = await openS3FileStore({
      bucket: 'top5',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: TEST_S3_CREDENTIALS,
      timeoutMs: 300,
    });
    try {
      const started = Date.now();
      const error = await store.get('uploads/questions/a.jpg').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageUnavailable);
      expect((error as StorageUnavailable).statusCode).toBe(503);
      expect((error as Error).message).toBe(STORAGE_UNAVAILABLE);
      await expect(store.put('uploads/questions/a.jpg', Buffer.from('x'))).rejects.toBeInstanceOf(
        StorageUnavailable,
      );
      // Two tries of at most 300 ms each, and some slack for a busy machine.
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      store.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
