/**
 * Assertions on what a person sees, for component tests. A `getBy`/`findBy` query already throws when nothing
 * matches, so `expect(screen.getByText('Saved')).toBeTruthy()` can only pass (lint/assertions-that-can-fail.grit
 * refuses it); `toBeVisible()` fails when the element is there but hidden:
 *
 *   expect(await screen.findByText('Saved')).toBeVisible();
 *
 * jsdom lays nothing out, so "visible" means what the DOM says: in the document, and neither the element nor
 * an ancestor is `hidden`, `display: none`, `visibility: hidden` or `opacity: 0` (inline or computed styles).
 * Loaded for every component test (vitest.config.ts, the client project's setupFiles).
 */
import { configure } from '@testing-library/react';
import { expect } from 'vitest';

// findBy and waitFor give up after 10 s, not Testing Library's 1 s: a lazy part (decision 030) takes seconds
// to transform on a busy machine, and a wait that only passes on a quiet one is no test. A test that finds
// what it waits for moves on at once.
configure({ asyncUtilTimeout: 10_000 });

/** Why `element` cannot be seen, or null when nothing in the DOM hides it. */
export function hiddenBecause(element: Element): string | null {
  if (!element.isConnected) return 'it is not in the document';
  for (let node: Element | null = element; node; node = node.parentElement) {
    const who = node === element ? 'it' : `its ancestor <${node.tagName.toLowerCase()}>`;
    if (node.hasAttribute('hidden')) return `${who} has the hidden attribute`;
    const style = getComputedStyle(node);
    if (style.display === 'none') return `${who} has display: none`;
    if (style.visibility === 'hidden' || style.visibility === 'collapse')
      return `${who} has visibility: ${style.visibility}`;
    if (style.opacity === '0') return `${who} has opacity: 0`;
  }
  return null;
}

function describe(element: Element): string {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
}

expect.extend({
  toBeVisible(received: unknown) {
    if (!(received instanceof Element))
      return { pass: false, message: () => `expected an element, received ${String(received)}` };
    const problem = hiddenBecause(received);
    return {
      pass: problem === null,
      message: () =>
        problem === null
          ? `expected ${describe(received)} not to be visible, but nothing hides it`
          : `expected ${describe(received)} to be visible, but ${problem}`,
    };
  },
});

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: the shape vitest's own Matchers declares
  interface Matchers<T = any> {
    /** The element is in the document and nothing in the DOM hides it (see src/client/test/matchers.ts). */
    toBeVisible(): T;
  }
}
