/**
 * Installable (issue 25, decision 109): with the service worker, a member's own list page opened once opens
 * again offline, under the offline banner; once they sign out, nothing of theirs is kept, and the same address
 * offline is only the worker's "You're offline" page. The worker goes to the network first: online, every
 * page is the server's. Chromium itself finds the site installable.
 */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, uniqueTag } from '../social/social-kit.js';

const LIST = ['Route 66', 'Pacific Coast Highway', 'Ring Road', 'Garden Route', 'Great Ocean Road'];

describe('offline', () => {
  test("a member's visited list reloads offline with the offline banner, and is gone after sign-out", async ({
    browser,
    baseUrl,
  }) => {
    // The fixture's context blocks service workers; this one lets the site's register.
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 860 },
      serviceWorkers: 'allow',
    });
    context.setDefaultTimeout(15_000);
    try {
      const tag = uniqueTag();
      const member = await createMember('offline', `Otto Offline ${tag}`);
      const question = await askQuestion(member, `Top 5 road trips ${tag}`);
      await answer(member, question.id, LIST);
      const page = waitsForTheApp(await context.newPage());
      await signIn(page, member.email, member.password);
      const profile = `/users/${member.username}`;
      await page.goto(profile);
      await visible(page.getByText(LIST[1]));

      // Once the worker controls the page, the page is read through it (from the network) and kept.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      await page.reload();
      await visible(page.getByText(LIST[1]));
      const kept = (url: string) =>
        page.evaluate(async (address) => (await caches.match(address)) !== undefined, url);
      await expect.poll(() => kept(`${baseUrl}${profile}`)).toBe(true);
      // Chromium's own installability check (what Lighthouse's installable-manifest audit read): no error,
      // and the manifest parsed without one.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // Playwright's contexts are incognito ones, where Chromium installs nothing: that one is the browser's.
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
      const { errors, url: manifestUrl } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(manifestUrl).toBe(`${baseUrl}/manifest.webmanifest`);
      await cdp.detach();
      expect(await page.getByText("You're offline").count()).toBe(0);

      await context.setOffline(true);
      await page.reload();
      await visible(page.getByRole('status').filter({ hasText: "You're offline" }));
      await visible(page.getByRole('heading', { name: member.displayName }));
      await visible(page.getByText(LIST[1]));

      // Back online: sign out. The kept pages and reads go with the session.
      await context.setOffline(false);
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await visible(page.getByText('You have been successfully logged out'));
      expect(await kept(`${baseUrl}${profile}`)).toBe(false);

      // Offline, the member's address is now only the worker's own page: nothing of theirs.
      await context.setOffline(true);
      const after = await context.newPage();
      await after.goto(profile);
      await visible(after.getByRole('heading', { name: "You're offline" }));
      expect(await after.getByText(LIST[1]).count()).toBe(0);
      expect(await after.getByText(member.displayName).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
