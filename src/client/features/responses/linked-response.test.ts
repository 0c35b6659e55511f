import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollBehavior } from './linked-response';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

describe('the jump to a linked response', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls smoothly by default', () => {
    prefersReducedMotion(false);
    expect(scrollBehavior()).toBe('smooth');
  });

  it('jumps without animation under prefers-reduced-motion', () => {
    prefersReducedMotion(true);
    expect(scrollBehavior()).toBe('auto');
  });
});
