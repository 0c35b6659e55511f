/**
 * A member who joined with Google has no password to type: they delete their account by signing in with
 * Google again (issue 20), against the local OpenID provider of the global setup (e2e/setup/google-provider.ts).
 */
import { completeProfile, myUsername, signedInAtGoogle } from '../auth/google-kit.js';
import { linkFromMail, waitForMail } from '../fixtures/mail.js';
import { describe, expect, test } from '../fixtures/test.js';
import { appLive, visible } from '../fixtures/wait.js';

describe('deleting an account made with Google', () => {
  test('a Google-only member confirms with Google, the account is gone, and its session and profile with it', async ({
    page,
    context,
  }) => {
    await signedInAtGoogle(context);
    await page.goto('/auth');
    await (await visible(page.getByRole('button', { name: 'Continue with Google' }))).click();
    await page.waitForURL((url) => url.pathname === '/complete-profile');
    await completeProfile(page);
    await page.waitForURL((url) => url.pathname === '/');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { username: string } };
    const { username } = me.user;

    // The password way is refused: there is none.
    const refused = await page.request.delete('/api/users/me', {
      data: { password: 'anything-at-all' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(403);

    await page.goto(`/users/${username}`);
    await page.getByRole('tab', { name: 'About' }).click();
    const panel = await visible(page.getByRole('region', { name: 'Your data' }));
    await panel.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Delete my account' }));
    await dialog.getByRole('button', { name: 'Confirm with Google' }).click();

    await page.waitForURL((url) => url.pathname === '/auth');
    await visible(page.getByText('Your account has been deleted, with everything it held.'));
    expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
    expect((await page.request.get(`/api/users/${username}`)).status()).toBe(404);
  });

  test('a Google-only member confirms by the mailed link instead, from its confirm page', async ({
    page,
    context,
  }) => {
    const person = await signedInAtGoogle(context);
    await page.goto('/auth');
    await (await visible(page.getByRole('button', { name: 'Continue with Google' }))).click();
    await page.waitForURL((url) => url.pathname === '/complete-profile');
    await completeProfile(page);
    await page.waitForURL((url) => url.pathname === '/');
    const username = await myUsername(page);

    await page.goto(`/users/${username}`);
    await page.getByRole('tab', { name: 'About' }).click();
    const panel = await visible(page.getByRole('region', { name: 'Your data' }));
    await panel.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Delete my account' }));
    // No password to type: the provider, or a link to the member's real address.
    await visible(dialog.getByRole('button', { name: 'Confirm with Google' }));
    expect(await dialog.getByLabel('Password').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Email me a link' }).click();
    await visible(
      dialog.getByText('Check your email: your account is deleted once you confirm from the link we sent.'),
    );

    const link = linkFromMail(
      await waitForMail(person.email, { subject: /Confirm deleting/ }),
      '/delete-account',
    );
    // Opening the link deletes nothing: its page asks first.
    await page.goto(link);
    await appLive(page);
    expect((await page.request.get(`/api/users/${username}`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await visible(page.getByText('Your account has been deleted, with everything it held.'));
    expect((await page.request.get(`/api/users/${username}`)).status()).toBe(404);
    // Single use.
    await page.goto(link);
    await appLive(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await visible(page.getByText('This link is invalid or has expired'));
  });

  test('a visitor cannot start a deletion', async ({ page }) => {
    await page.goto('/');
    const visitor = await page.request.post('/api/auth/google/confirm-deletion', {
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(visitor.status()).toBe(401);
  });
});
