/**
 * The phone menu (issue 13): below 768 px the top bar and the footer are hidden, so the bottom bar's Menu
 * holds Profile, Logout and the site's pages. A member signs out from a 390x844 screen.
 */
import { beforeAll } from 'vitest';
import type { NewUser } from '../fixtures/accounts.js';
import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { describe, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';

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
    });
    try {
      const page = await context.newPage();
      await signIn(page, member.email, member.password);
      const bar = page.getByRole('navigation', { name: 'Mobile' });
      await (await visible(bar.getByRole('button', { name: 'Menu' }))).tap();
      const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
      await visible(menu.getByRole('link', { name: 'Profile' }));
      for (const page of ['About', 'Privacy', 'Terms', 'Help'])
        await visible(menu.getByRole('link', { name: page }));
      await menu.getByRole('button', { name: 'Logout' }).tap();
      await hidden(page.getByRole('dialog', { name: 'Menu' }));

      // Signed out: the menu offers sign-in, and its pages still open.
      await (await visible(bar.getByRole('button', { name: 'Menu' }))).tap();
      const visitorMenu = await visible(page.getByRole('dialog', { name: 'Menu' }));
      await visible(visitorMenu.getByRole('link', { name: 'Sign in or register' }), 20_000);
      await visitorMenu.getByRole('link', { name: 'About' }).tap();
      await page.waitForURL((url) => url.pathname === '/about');
      await visible(page.getByRole('heading', { level: 1 }));
    } finally {
      await context.close();
    }
  });
});
