/**
 * Issue 20, against the local OpenID provider: Google sign-in comes back to the page it started from (through
 * a first sign-in's profile), a member with a password links Google from account settings and signs in with
 * it, and a Google-only member cannot unlink their only way in until they set a password. Facebook (no keys
 * here) sends its members back with '#_=_' on the address, which the app drops.
 */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { appLive, visible } from '../fixtures/wait.js';
import { createMember } from '../social/social-kit.js';
import { completeProfile, myUsername, openAccountSettings, signedInAtGoogle } from './google-kit.js';

describe('Google sign-in and account settings', () => {
  test('sign-in from /auth?next=/questions/5 lands on that question after the provider returns', async ({
    page,
    context,
  }) => {
    await signedInAtGoogle(context);
    await page.goto('/auth?next=/questions/5');
    await appLive(page);
    await (await visible(page.getByRole('button', { name: 'Continue with Google' }))).click();
    await page.waitForURL((url) => url.pathname === '/complete-profile');
    await completeProfile(page);
    await page.waitForURL((url) => url.pathname === '/question/5');

    // Once more, signed out, with a profile already complete: straight back to the question.
    await page.request.post('/api/auth/logout', { headers: { Origin: new URL(page.url()).origin } });
    await page.goto('/auth?next=%2Fquestions%2F5');
    await appLive(page);
    await (await visible(page.getByRole('button', { name: 'Continue with Google' }))).click();
    await page.waitForURL((url) => url.pathname === '/question/5');
  });

  test('a member with a password links Google, then signs in with it', async ({ page, context }) => {
    const member = await createMember('linker');
    const person = await signedInAtGoogle(context);
    await signIn(page, member.email, member.password);
    const dialog = await openAccountSettings(page, member.username);
    await dialog.getByRole('button', { name: 'Link Google' }).click();
    // The provider's round trip ends on the profile, whose settings open and say it worked.
    const back = await visible(page.getByRole('dialog', { name: 'Account settings' }));
    await visible(back.getByText('Provider linked: you can now sign in with it.'));
    await visible(back.getByRole('button', { name: 'Unlink Google' }));
    expect(new URL(page.url()).search).toBe('');

    await page.request.post('/api/auth/logout', { headers: { Origin: new URL(page.url()).origin } });
    await page.goto('/auth');
    await appLive(page);
    await (await visible(page.getByRole('button', { name: 'Continue with Google' }))).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await myUsername(page)).toBe(member.username);
    expect(person.email).not.toBe(member.email);
  });

  test('a Google-only member keeps one way in: unlink is refused until a password is set', async ({
    page,
    context,
  }) => {
    await signedInAtGoogle(context);
    await page.goto('/auth');
    await appLive(page);
    await (await visible(page.getByRole('button', { name: 'Continue with Google' }))).click();
    await page.waitForURL((url) => url.pathname === '/complete-profile');
    await completeProfile(page);
    await page.waitForURL((url) => url.pathname === '/');
    const dialog = await openAccountSettings(page, await myUsername(page));

    await visible(
      dialog.getByText('This is your only way to sign in: set a password below before unlinking it.'),
    );
    await dialog.getByRole('button', { name: 'Unlink Google' }).click();
    await visible(
      page
        .getByText('Google is your only way to sign in: set a password or link another provider first')
        .first(),
    );

    const form = dialog.getByRole('form', { name: 'Set a password' });
    await form.getByLabel('New password', { exact: true }).fill('Linked9Password');
    await form.getByLabel('Confirm new password').fill('Linked9Password');
    await form.getByRole('button', { name: 'Set password' }).click();
    await visible(page.getByText('Password set', { exact: true }).first());
    await dialog.getByRole('button', { name: 'Unlink Google' }).click();
    await visible(page.getByText('Google unlinked', { exact: true }).first());
    await visible(dialog.getByRole('button', { name: 'Link Google' }));
  });
});

describe("Facebook's return address", () => {
  test("a page opened with Facebook's '#_=_' shows an address without it, the rest kept", async ({
    page,
    baseUrl,
  }) => {
    const member = await createMember('fbhash');
    await signIn(page, member.email, member.password);
    // Where Facebook's sign-in would send the member back: the page they started from, plus its fragment.
    await page.goto(`/users/${member.username}?tab=liked#_=_`);
    await visible(page.getByRole('heading', { level: 1, name: member.displayName }));
    await expect.poll(() => page.url()).toBe(`${baseUrl}/users/${member.username}?tab=liked`);
  });
});
