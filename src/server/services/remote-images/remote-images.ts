/**
 * Images members give by address are fetched here, in the background, and served from our own origin: the
 * request that stored the address never waits for, or fails because of, the remote server. Until the copy
 * is ready, and for good when the fetch fails, the presenters show a placeholder (presenters/image.ts);
 * the third party's address never reaches a browser.
 *
 * Per address: one worker claims the fetch in remote_images (shared by every process), fetches it through
 * the SSRF guard, re-encodes it in the image queue like an upload, stores 'uploads/remote/<hash>.<ext>' in the file store,
 * marks it ready, then points the rows that gave it at the copy. A request for an address another worker
 * holds waits for that worker and then does the last step for its own rows.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ImageQueue } from '../images/image-queue.js';
import { processImage } from '../images/store-image.js';
import { type FileStore, StorageUnavailable } from '../storage/file-store.js';
import { DEFAULT_FETCH_OPTIONS, fetchRemoteImage } from './fetch-remote.js';
import {
  claimRemoteImage,
  findRemoteImage,
  type ImageTarget,
  markRemoteImageFailed,
  markRemoteImageReady,
  type RemoteImageState,
  switchToLocalImage,
  urlHash,
} from './remote-image-rows.js';

export type { ImageTarget } from './remote-image-rows.js';

/** Addresses that are fetched: absolute http(s) URLs. Our own '/uploads/...' paths need nothing. */
export const isRemoteAddress = (value: string) => /^https?:\/\//i.test(value);

/** Fetches at once per process (each waits on the network; their image work goes through the queue). */
const FETCH_WORKERS = 2;
/** Addresses waiting in one process at most; past it a request is dropped (the placeholder stays). */
const MAX_JOBS = 1000;
const FOLDER = 'remote';

interface Job {
  url: string;
  targets: Map<string, ImageTarget>;
  /** Times this job found another worker's claim and waited for it. */
  waits: number;
  timer?: NodeJS.Timeout;
}

export interface RemoteImagesOptions {
  db: Db;
  files: FileStore;
  queue: ImageQueue;
  log: FastifyBaseLogger;
  /** Tests only (IMAGE_FETCH_ALLOW_LOOPBACK): fetch from this machine over http. */
  allowLoopback: boolean;
  /** Defaults to 10 s; tests shorten it. */
  timeoutMs?: number;
}

export class RemoteImages {
  private readonly jobs = new Map<string, Job>();
  private readonly ready: Job[] = [];
  private running = 0;
  private closed = false;
  private readonly abort = new AbortController();
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly options: RemoteImagesOptions) {}

  /**
   * Queues the fetch of every remote address among `addresses`, for the row `target` that holds them.
   * Returns at once and never throws.
   */
  request(
    addresses: Iterable<string | null | undefined> | string | null | undefined,
    target: ImageTarget,
  ): void {
    if (this.closed || addresses == null) return;
    for (const raw of typeof addresses === 'string' ? [addresses] : addresses) {
      const url = raw?.trim();
      if (!url || !isRemoteAddress(url)) continue;
      let job = this.jobs.get(url);
      if (!job) {
        if (this.jobs.size >= MAX_JOBS) {
          this.options.log.warn({ url }, 'remote image queue full: image left as a placeholder');
          continue;
        }
        job = { url, targets: new Map(), waits: 0 };
        this.jobs.set(url, job);
        this.ready.push(job);
      }
      job.targets.set(`${target.kind}:${target.id}`, target);
    }
    this.pump();
  }

  /**
   * Fetches one address now, for a caller that must say whether it worked (a member's own picture): the
   * fetch of this worker, or the result of the one another holds, waiting for it a little. 'pending' means
   * it is still not settled; the caller then falls back to request().
   */
  async settleNow(url: string): Promise<RemoteImageState> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_FETCH_OPTIONS.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    for (let delay = 200; ; delay = Math.min(delay * 2, 2000)) {
      const state = await this.settle(url);
      if (state.status !== 'pending' || this.closed || Date.now() + delay > deadline) return state;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  /** Resolves when no fetch is queued, waiting or running (tests; a drained shutdown). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops: cancels fetches in flight and waits for their workers to end. */
  async close(): Promise<void> {
    this.closed = true;
    this.abort.abort();
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    this.jobs.clear();
    this.ready.length = 0;
    if (this.running > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.running === 0 && this.jobs.size === 0;
  }

  private pump(): void {
    while (!this.closed && this.running < FETCH_WORKERS && this.ready.length > 0) {
      const job = this.ready.shift() as Job;
      this.running += 1;
      void this.run(job).finally(() => {
        this.running -= 1;
        this.pump();
        if (this.isIdle()) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
    }
  }

  private async run(job: Job): Promise<void> {
    try {
      const state = await this.settle(job.url);
      if (state.status === 'pending' && !this.closed) {
        // Another worker holds the fetch: look again later (its claim expires if it died).
        const delay = Math.min(1000 * 2 ** job.waits, 15_000);
        job.waits += 1;
        job.timer = setTimeout(() => {
          job.timer = undefined;
          this.ready.push(job);
          this.pump();
        }, delay);
        return;
      }
      this.jobs.delete(job.url);
      if (state.status === 'ready')
        await switchToLocalImage(this.options.db, job.url, state.localPath, job.targets.values());
    } catch (error) {
      this.jobs.delete(job.url);
      if (!this.closed) this.options.log.warn({ err: error, url: job.url }, 'remote image not switched over');
    }
  }

  /** Fetches the address if this worker can claim it; otherwise reports where it stands. */
  private async settle(url: string): Promise<RemoteImageState> {
    const { db } = this.options;
    const hash = urlHash(url);
    if (!(await claimRemoteImage(db, hash, url))) return findRemoteImage(db, hash);
    try {
      const bytes = await fetchRemoteImage(url, {
        ...DEFAULT_FETCH_OPTIONS,
        timeoutMs: this.options.timeoutMs ?? DEFAULT_FETCH_OPTIONS.timeoutMs,
        allowLoopback: () => this.options.allowLoopback,
        signal: this.abort.signal,
      });
      const image = await this.options.queue.run(() => processImage(bytes, {}), 'remote-images');
      const name = `${hash}.${image.extension}`;
      await this.options.files.put(`uploads/${FOLDER}/${name}`, image.output);
      const localPath = `/uploads/${FOLDER}/${name}`;
      await markRemoteImageReady(db, hash, localPath);
      return { status: 'ready', localPath };
    } catch (error) {
      // Shutting down, or the file store failed: leave the claim to expire, so a later request tries again.
      if (this.closed || error instanceof StorageUnavailable) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log.info({ url, reason }, 'remote image not fetched: a placeholder is shown');
      await markRemoteImageFailed(db, hash, reason);
      return { status: 'failed' };
    }
  }
}
