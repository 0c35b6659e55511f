/**
 * The one queue every sharp job of a process goes through (uploads, profile crops, fetched images, share
 * cards), so a burst of large images waits its turn instead of taking every core from the requests being
 * served. Jobs wait in one line per owner (a member, or the process's own work) and a free worker takes the
 * line whose owner was served least recently (an owner with nothing running first), so one member's burst
 * of uploads delays another member's upload by at most the job already running, never by the whole burst.
 * With more than one worker, a named owner runs on at most all but one of them.
 */
/** The owner of work not given one: the process's own. */
const SITE = 'site';

export class ImageQueue {
  /** Jobs running now, and the most that ever ran at once (the tests read it). */
  active = 0;
  peak = 0;
  private readonly lines = new Map<string, Array<() => void>>();
  private readonly running = new Map<string, number>();
  /** When each owner with work running or waiting last started a job (a sequence number). */
  private readonly lastStart = new Map<string, number>();
  private starts = 0;
  private waitingCount = 0;

  constructor(readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
  }

  /** Jobs waiting for a free worker. */
  get queued(): number {
    return this.waitingCount;
  }

  /** The most jobs `owner` runs at once: all but one worker for a named owner, every one for the site's. */
  private capOf(owner: string): number {
    return owner === SITE ? this.concurrency : Math.max(1, this.concurrency - 1);
  }

  /**
   * Runs the job when a worker is free and it is `owner`'s turn; its result or error is passed through.
   * `owner` names whose work it is ('member:12', 'remote-images', ...); jobs of one owner run in order.
   */
  async run<T>(job: () => Promise<T>, owner = SITE): Promise<T> {
    await this.acquire(owner);
    try {
      return await job();
    } finally {
      this.release(owner);
    }
  }

  private acquire(owner: string): Promise<void> {
    if (
      this.active < this.concurrency &&
      !this.lines.has(owner) &&
      this.runningOf(owner) < this.capOf(owner)
    ) {
      this.start(owner);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const line = this.lines.get(owner) ?? [];
      line.push(resolve);
      this.lines.set(owner, line);
      this.waitingCount += 1;
    });
  }

  private runningOf(owner: string): number {
    return this.running.get(owner) ?? 0;
  }

  private start(owner: string): void {
    this.active += 1;
    this.peak = Math.max(this.peak, this.active);
    this.running.set(owner, this.runningOf(owner) + 1);
    this.lastStart.set(owner, ++this.starts);
  }

  private release(owner: string): void {
    this.active -= 1;
    const left = this.runningOf(owner) - 1;
    if (left > 0) this.running.set(owner, left);
    else this.running.delete(owner);
    if (left <= 0 && !this.lines.has(owner)) this.lastStart.delete(owner);
    this.startNext();
  }

  /** Hands free workers to the waiting lines: the owner served least recently goes first. */
  private startNext(): void {
    while (this.active < this.concurrency) {
      let next: string | null = null;
      let nextStart = Number.POSITIVE_INFINITY;
      for (const owner of this.lines.keys()) {
        if (this.runningOf(owner) >= this.capOf(owner)) continue;
        const started = this.lastStart.get(owner) ?? 0;
        if (started < nextStart) {
          next = owner;
          nextStart = started;
        }
      }
      if (next === null) return;
      const line = this.lines.get(next)!;
      const resolve = line.shift()!;
      if (line.length === 0) this.lines.delete(next);
      this.waitingCount -= 1;
      this.start(next);
      resolve();
    }
  }
}
