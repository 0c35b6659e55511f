/**
 * Reads that do not hit the database when nothing changed (docs/decisions/029-read-cache.md). A cached read
 * is viewer-independent (no isLiked, no private list, no owner's view) and tagged with topics; a write's
 * transaction notifies those topics (triggers of migration 0013) and every process drops what they tag
 * when the notification arrives (cache/invalidation.ts). A read that started before an invalidation of
 * one of its topics is served but not kept, so a slow read never stores what a write has since changed.
 * Entries also expire after `maxAgeMs`, for what changes with time alone (the hot list's 7 days, end dates).
 * While no invalidation listener is connected nothing is kept: every read goes to the database.
 */
import { createHash } from 'node:crypto';

export interface CachedValue<T> {
  value: T;
  /** A weak validator of the value's JSON: equal values, equal tags. */
  etag: string;
}

interface Entry {
  value: unknown;
  etag: string;
  topics: string[];
  expiresAt: number;
}

export interface ReadCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export function etagOf(value: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 22)}"`;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by each invalidation of a topic; '*' by dropping everything. */
  private readonly generations = new Map<string, number>();
  private listening = false;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** Reads answered from memory and from the database (for tests and metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether invalidations reach this process (and so values are kept). */
  get connected(): boolean {
    return this.listening;
  }

  /** Whether invalidations can reach this process; without them nothing is kept. */
  setConnected(connected: boolean): void {
    this.listening = connected;
    this.clear();
  }

  /** Drops every entry tagged `topic`, and keeps reads already running from storing theirs. */
  invalidate(topic: string): void {
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.topics.includes(topic)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generations.set('*', (this.generations.get('*') ?? 0) + 1);
    this.entries.clear();
  }

  private generationOf(topics: string[]): string {
    return ['*', ...topics].map((t) => this.generations.get(t) ?? 0).join(':');
  }

  /** The value under `key`, from memory when kept and fresh, else from `load` (kept when still current). */
  async read<T>(key: string, topics: string[], load: () => Promise<T>): Promise<CachedValue<T>> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.now()) {
      this.stats.hits++;
      // Most recently used last, so the oldest is dropped first when full.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return { value: kept.value as T, etag: kept.etag };
    }
    this.stats.misses++;
    const before = this.generationOf(topics);
    const value = await load();
    const etag = etagOf(value);
    if (this.listening && this.generationOf(topics) === before) {
      this.entries.delete(key);
      this.entries.set(key, { value, etag, topics, expiresAt: this.now() + this.maxAgeMs });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return { value, etag };
  }
}
