import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { linkFromMail, waitForMail } from '../fixtures/mail.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';

describe('forgot password', () => {
  test('a member asks for a reset link, chooses a new password from the mail and signs in with it', async ({
    page,
  }) => {
    const user = await createVerifiedUser('forgot');
    const newPassword = 'Renewed1Pass';

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(page.getByText('Password reset link sent'));
    await visible(
      page.getByText('If an account exists with this email, you will receive a password reset link.'),
    );

    const mail = await waitForMail(user.email, { subject: /reset/i });
    await page.goto(linkFromMail(mail, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: /reset password/i }).click();
    // Done: back to /auth after 3 s.
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 15_000 });

    // The old password no longer works...
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Invalid email or password'));

    // ...the new one does.
    await signIn(page, user.email, newPassword);
    await visible(page.getByText('Login successful'));
    await visible(page.getByRole('button', { name: 'Account menu' }));
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a reset link used twice is refused the second time', async ({ page }) => {
    const user = await createVerifiedUser('reuse');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(page.getByText('Password reset link sent'));
    const link = linkFromMail(await waitForMail(user.email, { subject: /reset/i }), '/reset-password');

    for (const password of ['FirstNew1Pass', 'SecondNew1Pass']) {
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm new password').fill(password);
      await page.getByRole('button', { name: /reset password/i }).click();
    }
    await visible(page.getByText('Invalid reset link'));
    await visible(page.getByText('The password reset link is invalid or has expired.'));
  });
});
