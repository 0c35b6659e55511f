/**
 * The one queue every sharp job of a process goes through (uploads, profile crops, fetched images), so a
 * burst of large images waits its turn instead of taking every core from the requests being served.
 */
export class ImageQueue {
  /** Jobs running now, and the most that ever ran at once (the tests read it). */
  active = 0;
  peak = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
  }

  /** Jobs waiting for a free worker. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs the job when a worker is free; its result or error is passed through. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.concurrency) {
      this.start();
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.start();
        resolve();
      }),
    );
  }

  private start(): void {
    this.active += 1;
    this.peak = Math.max(this.peak, this.active);
  }

  private release(): void {
    this.active -= 1;
    this.waiting.shift()?.();
  }
}
