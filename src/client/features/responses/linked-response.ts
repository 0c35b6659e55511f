import { useEffect, useState } from 'react';
import { HIGHLIGHT_MS } from '@/shared/constants';
import { responseElementId } from './components/response-card';

/** The wait before scrolling once the responses have loaded (docs/product.md section 9). */
export const SCROLL_DELAY_LOADED_MS = 500;

/** Smooth scrolling, unless the reader asked for reduced motion (then the page jumps). */
export function scrollBehavior(): ScrollBehavior {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduce ? 'auto' : 'smooth';
}

/** The response id of a '#response-{id}' location hash, or null. */
export function linkedResponseId(hash: string): number | null {
  const match = /^#response-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/**
 * Scrolls to the linked response and highlights it for 3 s. `found` says whether its card is rendered;
 * until then the scroll waits (the feed keeps loading pages to find it). Returns the id to highlight.
 */
export function useLinkedResponseHighlight(targetId: number | null, found: boolean): number | null {
  const [highlighted, setHighlighted] = useState<number | null>(null);

  useEffect(() => {
    if (targetId === null || !found) return;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const scroll = setTimeout(() => {
      document
        .getElementById(responseElementId(targetId))
        ?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      setHighlighted(targetId);
      clear = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    }, SCROLL_DELAY_LOADED_MS);
    return () => {
      clearTimeout(scroll);
      if (clear) clearTimeout(clear);
    };
  }, [targetId, found]);

  return highlighted;
}
