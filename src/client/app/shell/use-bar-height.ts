import { type RefObject, useEffect } from 'react';

/**
 * Keeps the page's scroll padding on <html> clear of a fixed bar's real height, so a focused or linked element
 * never ends up behind a bar, even when the bar wraps at a large text size (a hidden bar measures 0). Until the
 * bar is measured, styles.css pads by the bar's usual height (`--top-bar-height`, `--bottom-bar-height`).
 *
 * It writes `scroll-padding-top` or `-bottom` itself, not those variables: a custom property on <html> is
 * inherited, so changing it restyles every element of the page (a long task on a phone), while the padding
 * restyles <html> alone. It writes only when the bar's height is not the usual one, from the ResizeObserver's
 * own measurement: even a first inline style on <html> restyles the whole page.
 */
export function useBarHeight(ref: RefObject<HTMLElement | null>, side: 'top' | 'bottom') {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const property = `scroll-padding-${side}`;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? bar.getBoundingClientRect().height;
      const style = getComputedStyle(root);
      const wanted = height + 0.75 * (Number.parseFloat(style.fontSize) || 16);
      // Within a pixel or two of what the page pads by already (the usual height): nothing to restyle.
      if (Math.abs(wanted - (Number.parseFloat(style.getPropertyValue(property)) || 0)) < 2) return;
      root.style.setProperty(property, `calc(${height}px + 0.75rem)`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, side]);
}
