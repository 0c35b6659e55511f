/**
 * Account settings on the member's own profile (issue 20): their other sessions listed and ended, the
 * password changed (the old one stops working), and the email changed by the link mailed to the new address,
 * with a notice to the old one.
 */
import { signIn } from '../fixtures/auth.js';
import { linkFromMail, waitForMail } from '../fixtures/mail.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { createMember } from '../social/social-kit.js';

const NEW_PASSWORD = 'Changed9Password';

describe('account settings', () => {
  test('ends another session, changes the password, then the email by its mailed link', async ({ page }) => {
    // createMember signs in through the API too: that is the "other" session.
    const member = await createMember('settings');
    await signIn(page, member.email, member.password);
    await page.goto(`/users/${member.username}`);
    // The page is rendered on the server: a click before hydration is lost, so click until the dialog opens.
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

    // Sessions: this browser and the API's; sign the other one out.
    const sessions = dialog.getByRole('list', { name: 'Signed-in sessions' });
    await visible(sessions.getByText('This browser'));
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    // Signed out: the API no longer knows the session (a visitor's answer, no user).
    expect(await member.call('GET', '/api/auth/me')).toEqual({ user: null });

    // Password: a wrong current one is refused, the right one changes it.
    const passwordForm = dialog.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill('Wrong1Password');
    await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText('Current password is incorrect').first());
    await passwordForm.getByLabel('Current password').fill(member.password);
    await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText('Password changed', { exact: true }).first());
    const oldLogin = await page.request.post('/api/auth/login', {
      data: { email: member.email, password: member.password },
    });
    expect(oldLogin.status()).toBe(401);

    // Email: a link to the new address; the account keeps the old one until it is followed.
    const newEmail = `moved.${member.username}@example.com`;
    const emailForm = dialog.getByRole('form', { name: 'Change email' });
    await emailForm.getByLabel('New email').fill(newEmail);
    await emailForm.getByLabel('Current password').fill(NEW_PASSWORD);
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await visible(page.getByText('Check your new address', { exact: true }).first());
    await visible(dialog.getByText(newEmail));
    const mail = await waitForMail(newEmail, { subject: /Confirm your new email/ });
    await page.goto(linkFromMail(mail, '/verify-email'));
    await visible(page.getByText('Your email address has been changed'));
    await waitForMail(member.email, { subject: /email was changed/ });

    // The new address and the new password sign in.
    await page.context().clearCookies();
    await signIn(page, newEmail, NEW_PASSWORD);
    expect(new URL(page.url()).pathname).not.toBe('/auth');
  });
});
