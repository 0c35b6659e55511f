/**
 * Social sign-in in Chromium: the Google button against the local OpenID provider the global setup started
 * (e2e/setup/google-provider.ts). Each test is a new person at the provider, put in its browser by a cookie.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { describe, expect, test } from '../fixtures/test.js';
import { appLive, hidden, visible } from '../fixtures/wait.js';
import { GOOGLE_PERSON_COOKIE, type GooglePerson, googlePersonCookie } from '../setup/google-provider.js';

const issuer = () => inject('googleIssuerUrl');

/** A person Top 5 has never seen, signed in at the provider in this browser. */
async function signedInAtGoogle(context: BrowserContext, claims: Partial<GooglePerson> = {}) {
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const person: GooglePerson = {
    sub: `google-${id}`,
    name: `Grace Hopper ${id}`,
    email: `grace.${id}@gmail.test`,
    email_verified: true,
    ...claims,
  };
  const { hostname } = new URL(issuer());
  await context.addCookies([
    { name: GOOGLE_PERSON_COOKIE, value: googlePersonCookie(person), domain: hostname, path: '/authorize' },
  ]);
  return person;
}

/** Every address the page's main frame was sent to, redirects included. */
function recordNavigations(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      seen.push(new URL(request.url()));
  });
  return seen;
}

/** Clicks the Google button on /auth and waits until the round trip through the provider lands, hydrated. */
async function continueWithGoogle(page: Page, landsOn: (url: URL) => boolean) {
  await page.goto('/auth');
  const button = await visible(page.getByRole('button', { name: 'Continue with Google' }));
  await button.click();
  await page.waitForURL(landsOn);
  // A full page load, not through goto: the form it lands on is typed into only once the app has it.
  await appLive(page);
}

async function expectSignedInAs(page: Page, displayName: string) {
  // A full page load of home on a busy machine can keep the page from answering a click for a while.
  await page.getByRole('button', { name: 'Account menu' }).click({ timeout: 45_000 });
  await visible(page.getByRole('menu').getByText(displayName));
}

describe('signing in with Google', () => {
  test('a new person completes their profile, signs out, and signs in again straight to home', async ({
    page,
    context,
  }) => {
    const person = await signedInAtGoogle(context);
    const navigations = recordNavigations(page);

    await continueWithGoogle(page, (url) => url.pathname === '/complete-profile');
    // Off to the provider with PKCE, state and nonce, and back to the callback with a code.
    const authorize = navigations.find((u) => u.href.startsWith(`${issuer()}/authorize`));
    expect(authorize?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize?.searchParams.get('state')).toBeTruthy();
    expect(authorize?.searchParams.get('nonce')).toBeTruthy();
    const callback = navigations.find((u) => u.pathname === '/api/auth/google/callback');
    expect(callback?.searchParams.get('code')).toBeTruthy();

    await visible(page.getByRole('heading', { name: 'Complete your profile' }));
    await visible(page.getByText(`Welcome, ${person.name}!`));
    await page.getByLabel('Birth month').selectOption({ label: 'March' });
    await page.getByLabel('Birth year').fill('1990');
    await page.getByLabel('Country').selectOption('United States');
    await page.getByLabel('City').selectOption('Chicago, Illinois');
    await page.getByLabel('Postal code').fill('60601');
    await page.getByRole('button', { name: 'Complete Profile' }).click();

    await visible(page.getByText('Profile completed!'));
    await page.waitForURL((url) => url.pathname === '/');
    await expectSignedInAs(page, person.name);
    await visible(page.getByRole('menu').getByText(/^@grace_hopper_/));

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await visible(page.getByText('Logged out'));
    await hidden(page.getByRole('button', { name: 'Account menu' }));

    // Same person at the provider: found by their Google id, profile already complete.
    navigations.length = 0;
    await continueWithGoogle(page, (url) => url.pathname === '/');
    expect(navigations.some((u) => u.pathname === '/api/auth/google/callback')).toBe(true);
    expect(navigations.some((u) => u.pathname === '/complete-profile')).toBe(false);
    await expectSignedInAs(page, person.name);
  });

  test('an ID token for another app is refused on /auth with a clear message and no session', async ({
    page,
    context,
  }) => {
    await signedInAtGoogle(context, { aud: 'someone-else.apps.googleusercontent.com' });

    await continueWithGoogle(
      page,
      (url) => url.pathname === '/auth' && url.searchParams.get('error') === 'verification_failed',
    );
    const alert = await visible(
      page.getByRole('alert').filter({ hasText: 'Google could not confirm who you are' }),
    );
    expect(await alert.textContent()).toContain('You have not been signed in. Please try again.');
    // The address is cleaned, so a reload does not show the message again.
    await page.waitForURL((url) => url.pathname === '/auth' && url.search === '');

    expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
    await visible(page.getByRole('tab', { name: 'Login' }));
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });
});

describe('signing in with Facebook', () => {
  test('without its keys, the button says Facebook is not configured and leads nowhere broken', async ({
    page,
  }) => {
    await page.goto('/auth');
    await visible(page.getByText('Facebook sign-in is not configured on this site'));
    expect(await page.getByRole('button', { name: 'Continue with Facebook' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isEnabled()).toBe(true);

    // Reached anyway (an old link): back on /auth, saying why.
    await page.goto('/api/auth/facebook');
    await page.waitForURL((url) => url.pathname === '/auth');
    await visible(
      page.getByRole('alert').filter({ hasText: 'Facebook sign-in is not configured on this site' }),
    );
  });
});
