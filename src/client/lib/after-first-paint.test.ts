import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** Frames are held until the test gives one, as a hidden tab holds them for ever. */
function holdFrames(): { frame(): void } {
  const waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
  return {
    frame() {
      for (const callback of waiting.splice(0)) callback(16);
    },
  };
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Whether the promise has resolved once the timers due by then have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  await vi.advanceTimersByTimeAsync(1);
  return resolved;
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('waits for the first frame of a page being shown, then resolves', async () => {
    vi.useFakeTimers();
    setVisibility('visible');
    const frames = holdFrames();
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    frames.frame();
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once in a tab opened in the background, where no frame comes', async () => {
    vi.useFakeTimers();
    setVisibility('hidden');
    holdFrames();
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('resolves when the tab is hidden before its first frame', async () => {
    vi.useFakeTimers();
    setVisibility('visible');
    holdFrames();
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    setVisibility('hidden');
    expect(await settled(painted)).toBe(true);
  });

  it('resolves after a second when a page being shown is given no frame at all', async () => {
    vi.useFakeTimers();
    setVisibility('visible');
    holdFrames();
    const painted = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(998);
    expect(await settled(painted)).toBe(false);
    expect(await settled(painted)).toBe(true);
  });
});
