/** Client test setup: jsdom gaps that Radix needs, and a clean DOM, store and mocks after every test. */
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '@/client/components/ui/use-toast';

// Preact runs effects after the next frame: by default a requestAnimationFrame raced by a 35 ms timeout that
// then calls cancelAnimationFrame. A timeout still pending when a file's jsdom is torn down fired after
// cancelAnimationFrame was gone, an uncaught error that failed the whole run though every test passed. A
// timeout alone needs nothing of jsdom.
(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (
  callback,
) => {
  setTimeout(callback);
};

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
