/**
 * One store for every file the site keeps (decision 096): uploaded images ('uploads/questions/...',
 * 'uploads/profile-pictures/...'), copies of remote images ('uploads/remote/...'), demo covers
 * ('uploads/seed/...') and cached share cards ('share-cards/...'). Two drivers: the local folder DATA_DIR
 * (local-store.ts, the default) and S3-compatible object storage (s3-store.ts, when S3_BUCKET is set).
 * A key is the file's path under DATA_DIR, the same in both, so `npm run storage:migrate` copies a folder
 * into a bucket name for name.
 *
 * A store that fails or does not answer in time throws StorageUnavailable, which the app answers with 503 for
 * that request alone.
 */
import type { Readable } from 'node:stream';
import { HttpError } from '../../lib/http-error.js';

export interface StoredFile {
  body: Readable;
  /** A quoted strong ETag ('"abc"'). */
  etag: string;
  /** Bytes, when the store says. */
  size: number | undefined;
  contentType: string;
}

export interface PutOptions {
  /** Defaults to the type of the key's extension. */
  contentType?: string;
}

export interface FileStore {
  /** 'local' or 's3': which driver (health, logs, the migrate command). */
  readonly driver: 'local' | 's3';
  /** Writes the file whole: a reader sees the old file or the new one, never half of one. */
  put(key: string, body: Buffer, options?: PutOptions): Promise<void>;
  /**
   * The file as a stream; 'not-modified' when `ifNoneMatch` is its current ETag; null when there is none.
   */
  get(key: string, options?: { ifNoneMatch?: string }): Promise<StoredFile | 'not-modified' | null>;
  /** The whole file in memory (small files: pictures drawn on share cards); null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes these files; one already gone is no failure. */
  delete(keys: string[]): Promise<void>;
  /** Every key under a prefix ('share-cards/question/3/'), in pages. */
  list(prefix: string): AsyncIterable<string[]>;
  /**
   * A time-limited address the browser may fetch the file from directly, when the store is reachable from
   * browsers (S3_PUBLIC_URL); null when files are served through the app.
   */
  publicUrl(key: string): Promise<string | null>;
  close(): void;
}

export const STORAGE_UNAVAILABLE = 'File storage is unavailable. Please try again in a moment.';

/** The store failed or timed out: 503 for this request, nothing more. */
export class StorageUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE, { 'Retry-After': '5' });
    this.name = 'StorageUnavailable';
    this.cause = cause;
  }
}

/**
 * Keys are lowercase-safe relative paths: segments of letters, digits, '_', '-' and '.', never '.' or '..'
 * alone, and no leading or doubled '/'. Anything else is refused before it reaches a driver.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((s) => s === '.' || s === '..');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The key of a path the app serves ('/uploads/questions/a.jpg' -> 'uploads/questions/a.jpg'); null else. */
export function uploadKey(servedPath: string | null | undefined): string | null {
  if (!servedPath?.startsWith('/uploads/')) return null;
  const key = servedPath.slice(1);
  return isValidKey(key) ? key : null;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Names that are random or a content hash (uploads and remote copies: 32 or more hex digits) never change
 * what they hold, so browsers keep them for a year; other files (demo covers) are checked each time.
 */
export function cacheControlOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return /^[0-9a-f]{32,}\.[a-z]+$/.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Deletes every file under a prefix, page by page. */
export async function deletePrefix(store: FileStore, prefix: string): Promise<number> {
  let deleted = 0;
  for await (const keys of store.list(prefix)) {
    await store.delete(keys);
    deleted += keys.length;
  }
  return deleted;
}
