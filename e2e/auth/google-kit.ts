/**
 * A person at the local OpenID provider of the e2e run (e2e/setup/google-provider.ts): the cookie that says
 * who the browser is signed in as there, the first sign-in's profile, and the member's account settings.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { expect } from '../fixtures/test.js';
import { appLive } from '../fixtures/wait.js';
import { GOOGLE_PERSON_COOKIE, type GooglePerson, googlePersonCookie } from '../setup/google-provider.js';

/** Signs the browser in at Google as a new person (or as `person`) and returns who. */
export async function signedInAtGoogle(
  context: BrowserContext,
  person?: GooglePerson,
): Promise<GooglePerson> {
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const who = person ?? {
    sub: `google-${id}`,
    name: `Gwen Link ${id}`,
    email: `gwen.${id}@gmail.test`,
    email_verified: true,
  };
  const { hostname } = new URL(inject('googleIssuerUrl'));
  await context.addCookies([
    { name: GOOGLE_PERSON_COOKIE, value: googlePersonCookie(who), domain: hostname, path: '/authorize' },
  ]);
  return who;
}

/** The profile a first social sign-in asks for (/complete-profile). */
export async function completeProfile(page: Page): Promise<void> {
  // Reached by a full page load from the provider's redirect: typed into only once the app has the form.
  await appLive(page);
  await page.getByLabel('Birth month').selectOption({ label: 'March' });
  await page.getByLabel('Birth year').fill('1990');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('City').selectOption('Toronto, Ontario');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
}

/** Opens Account settings on the member's own profile (clicking again until hydration has taken the click). */
export async function openAccountSettings(page: Page, username: string): Promise<Locator> {
  await page.goto(`/users/${username}`);
  const dialog = page.getByRole('dialog', { name: 'Account settings' });
  await expect
    .poll(
      async () => {
        if (!(await dialog.isVisible())) {
          await page
            .getByRole('button', { name: 'Account settings' })
            .click({ timeout: 2_000 })
            .catch(() => {});
        }
        return dialog.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return dialog;
}

export async function myUsername(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { username: string } };
  return me.user.username;
}
