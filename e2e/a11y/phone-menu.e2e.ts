/**
 * The phone menu (issue 13): below 768 px the top bar and the footer are hidden, so the bottom bar's Menu
 * holds Profile, Logout, the site's pages and the theme. A member signs out from a 390x844 screen. The bar
 * itself has Profile, one tap to the member's own profile (issue 20).
 */
import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { NewUser } from '../fixtures/accounts.js';
import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';

/** The accessible text of the focused element. */
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());

/** Whether focus sits on something a sighted member can see (more than a 1x1 screen-reader-only box). */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { visible: false, what: 'body' };
    const box = el.getBoundingClientRect();
    return { visible: box.width > 1 && box.height > 1, what: `${el.tagName} ${box.width}x${box.height}` };
  });

describe('phone menu', () => {
  let member: NewUser;

  beforeAll(async () => {
    member = await createVerifiedUser('phone');
  });

  test('a member signs out from the phone menu, and a visitor reaches About from it', async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      colorScheme: 'light',
    });
    try {
      const page = waitsForTheApp(await context.newPage());
      await signIn(page, member.email, member.password);
      const bar = page.getByRole('navigation', { name: 'Mobile' });
      await (await visible(bar.getByRole('button', { name: 'Menu' }))).tap();
      const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
      await visible(menu.getByRole('link', { name: 'Profile' }));
      // Focus starts on the first item, not on Logout (one Enter away from signing out).
      await expect.poll(() => focusedName(page)).toBe('Profile');
      for (const page of ['About', 'Privacy', 'Terms', 'Help'])
        await visible(menu.getByRole('link', { name: page }));
      // The theme can be chosen here too (the top bar, with its toggle, is hidden on a phone).
      await menu.getByRole('button', { name: 'Dark theme', pressed: false }).tap();
      await visible(menu.getByRole('button', { name: 'Dark theme', pressed: true }));
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await menu.getByRole('button', { name: 'Logout' }).tap();
      await hidden(page.getByRole('dialog', { name: 'Menu' }));
      await expect.poll(() => focusedBox(page)).toMatchObject({ visible: true });

      // Signed out: the menu offers sign-in, and its pages still open.
      await (await visible(bar.getByRole('button', { name: 'Menu' }))).tap();
      const visitorMenu = await visible(page.getByRole('dialog', { name: 'Menu' }));
      await visible(visitorMenu.getByRole('link', { name: 'Sign in or register' }), 20_000);
      await expect.poll(() => focusedName(page)).toBe('Sign in or register');
      await visitorMenu.getByRole('link', { name: 'About' }).tap();
      await page.waitForURL((url) => url.pathname === '/about');
      await visible(page.getByRole('heading', { level: 1 }));
    } finally {
      await context.close();
    }
  });

  test('after signing in, focus lands on something visible, not a hidden heading', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expect.poll(() => focusedBox(page)).toMatchObject({ visible: true });
  });
});

describe('phone bottom bar', () => {
  test("Profile opens the member's own profile in one tap", async ({ browser, baseUrl }) => {
    const member = await createVerifiedUser('phonebar');
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = waitsForTheApp(await context.newPage());
      await signIn(page, member.email, member.password);
      const bar = page.getByRole('navigation', { name: 'Mobile' });
      await (await visible(bar.getByRole('link', { name: 'Profile', exact: true }))).tap();
      await page.waitForURL((url) => url.pathname === `/users/${member.username}`);
      await visible(page.getByRole('heading', { level: 1, name: member.displayName }));
      // No menu was opened on the way.
      expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
