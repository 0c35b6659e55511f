/** npm run storage:migrate: a local DATA_DIR copied into a bucket (s3rver), name for name, and only once. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3 } from '../../test/s3-server.js';
import { openS3FileStore, type S3FileStore } from './s3-store.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

let s3: TestS3;
let dataDir: string;
let bucket: S3FileStore;

const files: Record<string, string> = {
  'uploads/questions/0123456789abcdef0123456789abcdef.jpg': 'question image',
  'uploads/profile-pictures/fedcba9876543210fedcba9876543210.jpg': 'profile picture',
  'uploads/remote/aa.png': 'remote copy',
  'uploads/seed/q-1.webp': 'demo cover',
  'share-cards/question/1/question/v1.png': 'card',
};

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-migrate-'));
  for (const [key, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, key), content);
  }
  // Neither a write in progress, nor the mail folder or the database, belongs in the bucket.
  fs.writeFileSync(path.join(dataDir, 'uploads/questions/.half.jpg.tmp'), 'half');
  fs.mkdirSync(path.join(dataDir, 'mail'));
  fs.writeFileSync(path.join(dataDir, 'mail/1.eml'), 'mail');
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
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const migrate = (env: object = s3.env) =>
  run(process.execPath, ['--import', 'tsx', 'src/server/services/storage/migrate-cli.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env } as NodeJS.ProcessEnv,
  });

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['uploads/', 'share-cards/', 'mail/']) {
    for await (const page of bucket.list(prefix)) keys.push(...page);
  }
  return keys.sort();
}

describe('npm run storage:migrate', () => {
  it('copies the uploads and share cards into the bucket and says how many', async () => {
    const { stdout } = await migrate();
    expect(stdout).toMatch(/^Copied 5 files from .+ to bucket top5-test; 0 were there already; 0 failed/);
    expect(await bucketKeys()).toEqual(Object.keys(files).sort());
    for (const [key, content] of Object.entries(files)) {
      expect((await bucket.read(key))?.toString()).toBe(content);
    }
  });

  it('copies nothing the second time, and only what changed or is new after that', async () => {
    expect((await migrate()).stdout).toMatch(/^Copied 0 files .+; 5 were there already; 0 failed/);
    fs.writeFileSync(path.join(dataDir, 'uploads/seed/q-1.webp'), 'a redrawn demo cover');
    fs.writeFileSync(path.join(dataDir, 'uploads/seed/q-2.webp'), 'another cover');
    expect((await migrate()).stdout).toMatch(/^Copied 2 files .+; 4 were there already; 0 failed/);
    expect((await bucket.read('uploads/seed/q-1.webp'))?.toString()).toBe('a redrawn demo cover');
  });

  it('refuses to run without a bucket', async () => {
    const error = (await migrate({}).catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(error.code).toBe(2);
    expect(error.stderr).toContain('S3_BUCKET is not set');
  });
});
