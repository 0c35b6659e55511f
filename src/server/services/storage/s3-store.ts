/**
 * S3-compatible object storage through the AWS SDK v3 (decision 096): AWS S3, MinIO, Cloudflare R2, Garage,
 * s3rver. Path-style addresses when an endpoint is given (what self-hosted stores expect). Every call has
 * S3_TIMEOUT_SECONDS to answer (to its headers, for a download) and one retry; past that it throws
 * StorageUnavailable, a 503 for that request. The SDK is loaded only when a store is opened: a server on DATA_DIR
 * does not pay its start-up (0.2 s of loading).
 */
import type { Readable } from 'node:stream';
import type { ListObjectsV2CommandOutput, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import {
  assertValidKey,
  cacheControlOf,
  contentTypeOf,
  type FileStore,
  type PutOptions,
  StorageUnavailable,
  type StoredFile,
} from './file-store.js';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** 'http://127.0.0.1:9000' for MinIO and the like; unset for AWS S3. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The store's address as browsers reach it: files are then served by redirect to signed URLs. */
  publicUrl?: string;
  timeoutMs: number;
}

/** How long a signed address stays valid; the redirect to it is cached for far less (serve-files.ts). */
export const SIGNED_URL_SECONDS = 60 * 60;
const DELETE_BATCH = 1000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

/** The SDK's parts the store uses, loaded by openS3FileStore. */
interface Sdk {
  s3: typeof import('@aws-sdk/client-s3');
  getSignedUrl: typeof import('@aws-sdk/s3-request-presigner').getSignedUrl;
}

/** A store on the bucket `options` name, with the SDK loaded. */
export async function openS3FileStore(options: S3StoreOptions): Promise<S3FileStore> {
  const [s3, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return new S3FileStore(options, { s3, getSignedUrl: presigner.getSignedUrl });
}

export class S3FileStore implements FileStore {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  /** Signs addresses for S3_PUBLIC_URL; null without one. */
  private readonly signer: S3Client | null;

  constructor(
    private readonly options: S3StoreOptions,
    private readonly sdk: Sdk,
  ) {
    const { S3Client } = sdk.s3;
    const base: S3ClientConfig = {
      region: options.region,
      credentials: options.credentials,
      forcePathStyle: options.endpoint !== undefined,
      // Checksums only where the API requires them: third-party stores do not all take the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client({
      ...base,
      endpoint: options.endpoint,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: options.timeoutMs, requestTimeout: options.timeoutMs },
    });
    this.signer = options.publicUrl
      ? new S3Client({ ...base, endpoint: options.publicUrl, forcePathStyle: true })
      : null;
  }

  /** Runs a call with the time limit; the timer stops once the answer's headers are in. */
  private async timed<T>(
    call: (client: S3Client, options: { abortSignal: AbortSignal }) => Promise<T>,
  ): Promise<T> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.options.timeoutMs);
    try {
      return await call(this.client, { abortSignal: abort.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  async put(key: string, body: Buffer, options: PutOptions = {}): Promise<void> {
    assertValidKey(key);
    try {
      await this.timed((client, o) =>
        client.send(
          new this.sdk.s3.PutObjectCommand({
            Bucket: this.options.bucket,
            Key: key,
            Body: body,
            ContentType: options.contentType ?? contentTypeOf(key),
            // What the store itself answers with when browsers fetch it by a signed address.
            CacheControl: cacheControlOf(key),
          }),
          o,
        ),
      );
    } catch (error) {
      throw new StorageUnavailable(error);
    }
  }

  async get(
    key: string,
    options: { ifNoneMatch?: string } = {},
  ): Promise<StoredFile | 'not-modified' | null> {
    assertValidKey(key);
    try {
      const answer = await this.timed((client, o) =>
        client.send(
          new this.sdk.s3.GetObjectCommand({
            Bucket: this.options.bucket,
            Key: key,
            IfNoneMatch: options.ifNoneMatch,
          }),
          o,
        ),
      );
      if (!answer.Body) return null;
      return {
        body: answer.Body as Readable,
        etag: answer.ETag ?? '""',
        size: answer.ContentLength,
        contentType: answer.ContentType ?? contentTypeOf(key),
      };
    } catch (error) {
      if (statusOf(error) === 304) return 'not-modified';
      if (isMissing(error)) return null;
      throw new StorageUnavailable(error);
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.get(key);
    if (file === null || file === 'not-modified') return null;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      throw new StorageUnavailable(error);
    }
  }

  async size(key: string): Promise<number | null> {
    assertValidKey(key);
    try {
      const head = await this.timed((client, o) =>
        client.send(new this.sdk.s3.HeadObjectCommand({ Bucket: this.options.bucket, Key: key }), o),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailable(error);
    }
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) assertValidKey(key);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      let errors: Array<{ Key?: string; Code?: string }> | undefined;
      try {
        const answer = await this.timed((client, o) =>
          client.send(
            new this.sdk.s3.DeleteObjectsCommand({
              Bucket: this.options.bucket,
              Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
            }),
            o,
          ),
        );
        errors = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey');
      } catch (error) {
        throw new StorageUnavailable(error);
      }
      if (errors && errors.length > 0) throw new StorageUnavailable(new Error(JSON.stringify(errors)));
    }
  }

  async *list(prefix: string): AsyncIterable<string[]> {
    let token: string | undefined;
    do {
      let answer: ListObjectsV2CommandOutput;
      try {
        answer = await this.timed((client, o) =>
          client.send(
            new this.sdk.s3.ListObjectsV2Command({
              Bucket: this.options.bucket,
              Prefix: prefix,
              ContinuationToken: token,
            }),
            o,
          ),
        );
      } catch (error) {
        throw new StorageUnavailable(error);
      }
      const keys = (answer.Contents ?? []).map((c) => c.Key).filter((k): k is string => k !== undefined);
      if (keys.length > 0) yield keys;
      token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (token);
  }

  async publicUrl(key: string): Promise<string | null> {
    if (!this.signer) return null;
    assertValidKey(key);
    try {
      return await this.sdk.getSignedUrl(
        this.signer,
        new this.sdk.s3.GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
        {
          expiresIn: SIGNED_URL_SECONDS,
        },
      );
    } catch (error) {
      throw new StorageUnavailable(error);
    }
  }

  close(): void {
    this.client.destroy();
    this.signer?.destroy();
  }
}
