import { type RefObject, useEffect } from 'react';

/**
 * Writes the real height of a fixed bar into a CSS variable on <html> (`--top-bar-height`,
 * `--bottom-bar-height`), which the page's scroll-padding reads (styles.css): a focused or linked element
 * never ends up behind a bar, even when the bar wraps at a large text size. A hidden bar measures 0.
 */
export function useBarHeight(ref: RefObject<HTMLElement | null>, variable: `--${string}`) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const write = () => root.style.setProperty(variable, `${bar.getBoundingClientRect().height}px`);
    const observer = new ResizeObserver(write);
    observer.observe(bar);
    write();
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable]);
}
