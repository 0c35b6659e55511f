/**
 * The colour theme (decision 027): the system's, or the choice kept in this browser, already in the server's
 * first paint, before the app's JavaScript runs. The app's scripts are blocked here, so what is checked is
 * the server's HTML, the CSS and the head's inline theme script alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';

/** The page's background lightness: dark below 0.5 (oklch L of the tokens: 0.985 light, 0.17 dark). */
const pageIsDark = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d');
    if (!probe) throw new Error('no canvas');
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    return (r + g + b) / 3 < 128;
  });

async function firstPaintOnly(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

describe('colour theme', () => {
  test('follows the system in the first paint, before any app script runs', async ({ browser, baseUrl }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl, colorScheme });
      const page = await context.newPage();
      await firstPaintOnly(page);
      await page.goto('/question/1');
      await visible(page.getByRole('heading', { level: 1 }));
      expect(await pageIsDark(page)).toBe(colorScheme === 'dark');
      await context.close();
    }
  });

  test('the toggle is kept in this browser and applied in the first paint of the next page', async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext({ baseURL: baseUrl, colorScheme: 'light' });
    // Its goto waits for the app to take over the server's page: a click before that toggles nothing.
    const page = waitsForTheApp(await context.newPage());
    await page.goto('/');
    const toggle = await visible(page.getByRole('button', { name: 'Dark theme', pressed: false }));
    await toggle.click();
    await visible(page.getByRole('button', { name: 'Dark theme', pressed: true }));
    expect(await pageIsDark(page)).toBe(true);

    // A new page of the same browser, the app's scripts blocked: the server's frame is dark already.
    const next = await context.newPage();
    await firstPaintOnly(next);
    await next.goto('/explore');
    expect(await pageIsDark(next)).toBe(true);

    // Back to light, which is what the system shows: the page follows the system again.
    await page.getByRole('button', { name: 'Dark theme', pressed: true }).click();
    expect(await pageIsDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('top5-theme'))).toBeNull();
    await context.close();
  });
});
