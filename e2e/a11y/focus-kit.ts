/** Keyboard-only helpers: move by Tab, and check where focus is and that it can be seen. */
import type { Locator, Page } from 'playwright-core';

/** Why the focused element cannot be seen, or null when it can (ring drawn, not under a fixed bar, on screen). */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'focus is on <body>';
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (!el.matches(':focus-visible')) return `${name} does not match :focus-visible`;
    const style = getComputedStyle(el);
    // The ring may be drawn round the element, or round the card or label that holds it (:has(:focus-visible)).
    const outlined = (node: Element) => {
      const look = getComputedStyle(node);
      return look.outlineStyle !== 'none' && Number.parseFloat(look.outlineWidth) > 0;
    };
    // A shadow counts only on the element itself (cards round it have shadows of their own).
    let ring = style.boxShadow !== 'none';
    for (let node: Element | null = el, up = 0; node && up < 4 && !ring; node = node.parentElement, up++)
      ring = outlined(node);
    if (!ring) return `${name} shows no focus ring`;
    const box = el.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight) return `${name} is off screen`;
    const bars = [...document.querySelectorAll('header, nav[aria-label="Mobile"]')].filter(
      (bar) => getComputedStyle(bar).position === 'fixed' || getComputedStyle(bar).position === 'sticky',
    );
    // A fixed element of its own (the skip link) sits above the bars.
    if (style.position === 'fixed') return null;
    for (const bar of bars) {
      if (bar.contains(el)) continue;
      const b = bar.getBoundingClientRect();
      if (b.height === 0) continue;
      const covered = Math.max(0, Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top));
      if (covered > 0 && getComputedStyle(bar).display !== 'none') return `${name} is under a fixed bar`;
    }
    return null;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that the focused element can be
 * seen; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const problem = await focusProblem(page);
    if (problem && !problem.startsWith('focus is on <body>')) throw new Error(`After Tab: ${problem}`);
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The accessible label or text of the focused element. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });
}

/** Whether `locator` has focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}
