/**
 * Pages rendered a few at a time, in the order they were asked for (decision 151). A render is CPU work on the
 * event loop (15-25 ms for a signed-in home) between awaits for its own reads; fifty started at once each wait
 * behind the others' every step, so all fifty end late, together, the last ones after seconds. Taken in order,
 * the first ends after one render's time and each next one a render later.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  /**
   * `atOnce` renders run at a time; one that has not ended after `slotMs` (a read that hangs) gives its place
   * to the next and goes on outside the count, so no render can hold the queue.
   */
  constructor(
    readonly atOnce: number,
    readonly slotMs = 10_000,
  ) {
    if (!Number.isInteger(atOnce) || atOnce < 1) throw new Error('atOnce must be at least 1');
  }

  /** Runs `render` once fewer than `atOnce` renders are running and every render asked before it has started. */
  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) await new Promise<void>((start) => this.waiting.push(start));
    else this.running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // The place passes straight to the next in line, so no later arrival can take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
    const timer = setTimeout(release, this.slotMs);
    timer.unref();
    try {
      return await render();
    } finally {
      clearTimeout(timer);
      release();
    }
  }

  /** Renders waiting for a place. */
  get queued(): number {
    return this.waiting.length;
  }
}
