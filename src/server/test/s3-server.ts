/**
 * A local S3-compatible server for tests (s3rver, on a free port over a temporary folder), with a bucket
 * made, so the S3 driver runs the real AWS SDK client against the real S3 REST API.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Env } from '../config.js';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: Array<{ name: string }>;
}) => S3rverInstance;

// s3rver ships no types: the little used here is described above.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at it (S3_*). */
  env: Partial<Env>;
  close(): Promise<void>;
}

/** s3rver takes any key pair; these are its defaults. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(bucket = 'top5-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
