import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Reads that do not hit the database when nothing changed (docs/decisions/058-read-cache-as-it-is.md). A cached
 * read is viewer-independent (no isLiked, no private list, no owner's view) and tagged with topics; a write's
 * transaction notifies those topics (the triggers listed in topics.ts) and every process drops what they
 * tag when the notification arrives (cache/invalidation.ts). A read that started before an invalidation of
 * one of its topics is served but not kept, so a slow read never stores what a write has since changed; its
 * topics may be known only once it has read (a profile's member id, the questions on a page).
 * Entries also expire after `maxAgeMs`, for what changes with time alone (the hot list's 7 days, end dates).
 * While no invalidation listener is connected nothing is kept: every read goes to the database.
 */
interface Entry {
  value: unknown;
  topics: string[];
  expiresAt: number;
  bytes: number;
}

/**
 * What a page's render read from the cache (src/server/pages/render-page.ts): every topic, and whether all of
 * it was kept, so the page's HTML can be kept with the same topics (decision 054).
 */
export interface PageReads {
  read(topics: string[], kept: boolean): void;
}
export const readsOfPage = new AsyncLocalStorage<PageReads>();

/** A value read from the database, with the topics whose invalidation must drop it. */
export interface Tagged<T> {
  value: T;
  topics: string[];
  /** About how much memory the value holds (its serialized answer); counted against `maxBytes`. */
  bytes?: number;
  /** False for a value not to keep at all (a session that does not exist): it is only returned. */
  keep?: boolean;
}

export interface ReadCacheOptions {
  maxEntries?: number;
  /** What the kept values may hold in all, by their `bytes`; the least recently used go first past it. */
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
  /**
   * Keep a key only from its second read (decision 146): the keys read once are remembered, this many at most,
   * and a read of a key not among them is answered without keeping it. For a cache of what is seldom read twice
   * (deep pages): a key read once costs no keeping, and does not push out what is read again.
   */
  keepFromSecondRead?: number;
}

/** Topics whose last invalidation is remembered one by one; past that, all of them are forgotten at once. */
const REMEMBERED_TOPICS = 20_000;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * The keys of the entries each topic tags: the key itself while it is one (most topics: a deep page's
   * responses each tag one page), a set once there are more. Keeping a page of 50 then makes no set per topic.
   */
  private readonly keysByTopic = new Map<string, string | Set<string>>();
  /** Counts invalidations; each topic remembers the count at its last one. */
  private sequence = 0;
  private readonly invalidatedAt = new Map<string, number>();
  /** A read that started before this count is never kept (set by clear() and by forgetting topics). */
  private floor = 0;
  private listening = false;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** Reads answered from memory and from the database (for tests and metrics). */
  readonly stats = { hits: 0, misses: 0 };
  /** The load running for each key, and the count when it started: a read of that key meanwhile waits for it. */
  private readonly loading = new Map<string, { started: number; done: Promise<Tagged<unknown>> }>();
  /** keepFromSecondRead: the keys read once and not kept, oldest first; null when every read is kept. */
  private readonly readOnce: Set<string> | null;
  private readonly maxReadOnce: number;

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.maxReadOnce = options.keepFromSecondRead ?? 0;
    this.readOnce = this.maxReadOnce > 0 ? new Set() : null;
  }

  /** Entries kept and the bytes they hold (for tests and metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
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
    this.sequence++;
    if (this.invalidatedAt.size >= REMEMBERED_TOPICS) {
      this.invalidatedAt.clear();
      this.floor = this.sequence;
    }
    this.invalidatedAt.set(topic, this.sequence);
    const keys = this.keysByTopic.get(topic);
    if (keys === undefined) return;
    if (typeof keys === 'string') this.drop(keys);
    else for (const key of [...keys]) this.drop(key);
  }

  clear(): void {
    this.sequence++;
    this.floor = this.sequence;
    this.invalidatedAt.clear();
    this.entries.clear();
    this.keysByTopic.clear();
    this.bytes = 0;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const topic of entry.topics) {
      const keys = this.keysByTopic.get(topic);
      if (keys === key) this.keysByTopic.delete(topic);
      else if (typeof keys === 'object') {
        keys.delete(key);
        if (keys.size === 0) this.keysByTopic.delete(topic);
      }
    }
  }

  /** Notes that `topic` tags `key`. */
  private tag(topic: string, key: string): void {
    const keys = this.keysByTopic.get(topic);
    if (keys === undefined) this.keysByTopic.set(topic, key);
    else if (typeof keys === 'object') keys.add(key);
    else if (keys !== key) this.keysByTopic.set(topic, new Set([keys, key]));
  }

  /** Whether no topic of `topics` was invalidated since the count `since`. */
  private unchangedSince(since: number, topics: string[]): boolean {
    return since >= this.floor && topics.every((t) => (this.invalidatedAt.get(t) ?? 0) <= since);
  }

  /** The value under `key`, from memory when kept and fresh, else from `load` (kept when still current). */
  read<T>(key: string, topics: string[], load: () => Promise<T>): Promise<T> {
    return this.readTagged(key, async () => ({ value: await load(), topics }));
  }

  /** Whether a missed key is to be kept once loaded: always, or (keepFromSecondRead) when read before. */
  private admit(key: string): boolean {
    const once = this.readOnce;
    if (!once) return true;
    if (once.delete(key)) return true;
    once.add(key);
    if (once.size > this.maxReadOnce) once.delete(once.values().next().value as string);
    return false;
  }

  /** As read(), for a value whose topics are known once it is loaded. */
  async readTagged<T>(key: string, load: () => Promise<Tagged<T>>): Promise<T> {
    const reads = readsOfPage.getStore();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.now()) {
      this.stats.hits++;
      reads?.read(kept.topics, true);
      // Most recently used last, so the oldest is dropped first when full.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value as T;
    }
    // A load of this key already running answers this read too (after a drop, 50 readers make one query),
    // unless a topic of its value was invalidated since it started: then this read loads afresh.
    const running = this.loading.get(key);
    if (running && this.listening) {
      const joined = await running.done.catch(() => null);
      if (joined && joined.keep !== false && this.unchangedSince(running.started, joined.topics)) {
        this.stats.hits++;
        reads?.read(joined.topics, false);
        return joined.value as T;
      }
    }
    this.stats.misses++;
    const admitted = this.admit(key);
    const started = this.sequence;
    const done = load();
    const mine = { started, done: done as Promise<Tagged<unknown>> };
    this.loading.set(key, mine);
    let loaded: Tagged<T>;
    try {
      loaded = await done;
    } finally {
      if (this.loading.get(key) === mine) this.loading.delete(key);
    }
    const { value, topics, bytes = 0, keep = true } = loaded;
    const keeping =
      keep &&
      admitted &&
      this.listening &&
      bytes <= this.maxBytes / 4 &&
      this.unchangedSince(started, topics);
    reads?.read(topics, keeping);
    if (keeping) {
      this.drop(key);
      this.entries.set(key, { value, topics, expiresAt: this.now() + this.maxAgeMs, bytes });
      this.bytes += bytes;
      for (const topic of topics) this.tag(topic, key);
      while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.drop(oldest);
      }
    }
    return value;
  }
}
