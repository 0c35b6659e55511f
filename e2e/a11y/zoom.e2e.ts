/**
 * At 200% text size (the root font size doubled, as a reader's browser setting does) on a 1280-wide screen,
 * the top bar keeps every control on screen: it wraps onto a second row instead of pushing the search, the
 * buttons and the account menu off the right edge. Checked for a visitor and for an admin (the fullest bar).
 */
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';

const WIDTH = 1280;

async function zoomText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Text really doubled (1rem = 32px): the check below means something only then.
  expect(
    await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize)),
  ).toBe(32);
}

/** Every link, button and field of the top bar, with where it is drawn. */
async function topBarControls(page: Page) {
  const bar = page.getByRole('banner');
  await visible(bar);
  const controls = bar.locator('a, button, input');
  const found: { name: string; left: number; right: number; top: number; bottom: number }[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    const name =
      (await control.getAttribute('aria-label')) ??
      (await control.getAttribute('placeholder')) ??
      ((await control.textContent()) ?? '').trim();
    if (!box) throw new Error(`top bar control "${name}" is not drawn`);
    found.push({ name, left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height });
  }
  return found;
}

async function expectAllOnScreen(page: Page, expected: string[]) {
  const controls = await topBarControls(page);
  expect(controls.map((c) => c.name)).toEqual(expect.arrayContaining(expected));
  const offScreen = controls.filter((c) => c.left < 0 || c.right > WIDTH || c.top < 0);
  expect(offScreen).toEqual([]);
}

describe('top bar at 200% text size, 1280 wide', () => {
  test('a visitor sees every control of the bar', async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 800 });
    await page.goto('/');
    // The bar as it stands once the app knows the reader is signed out.
    await visible(page.getByRole('banner').getByRole('link', { name: 'Sign in' }));
    await zoomText(page);
    await expectAllOnScreen(page, ['Top 5 home', 'Home', 'Explore', 'Trending', 'Search', 'Sign in']);
  });

  test('an admin sees every control, and the account menu opens on screen with Profile and Logout', async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTH, height: 800 });
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/');
    await visible(page.getByRole('banner').getByRole('button', { name: 'Account menu' }));
    await zoomText(page);
    await expectAllOnScreen(page, ['Admin', 'Post Question', 'Dark theme', 'Account menu']);

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = await visible(page.getByRole('menu'));
    for (const item of ['Profile', 'Logout']) {
      const box = await menu.getByRole('menuitem', { name: item }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= WIDTH).toBe(true);
    }
  });
});
