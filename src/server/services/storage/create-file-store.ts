/** The store the settings name: S3-compatible object storage when S3_BUCKET is set, else DATA_DIR. */
import type { Config } from '../../config.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-store.js';
import { openS3FileStore } from './s3-store.js';

export async function createFileStore(config: Config): Promise<FileStore> {
  if (!config.S3_BUCKET) return new LocalFileStore(config.dataDir);
  return openS3FileStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: config.S3_PUBLIC_URL,
    timeoutMs: config.S3_TIMEOUT_SECONDS * 1000,
  });
}

/** The origin browsers fetch files from besides ours (S3_PUBLIC_URL's), for the content security policy. */
export function filesOrigin(config: Config): string | null {
  return config.S3_BUCKET && config.S3_PUBLIC_URL ? new URL(config.S3_PUBLIC_URL).origin : null;
}
