import { freshUser } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { linkFromMail, waitForMail } from '../fixtures/mail.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';

describe('registration through to the signed-in shell', () => {
  test('a visitor registers, opens the verification link from the mail, signs in, sees the menu and signs out', async ({
    page,
  }) => {
    const user = freshUser('reg');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Display name').fill(user.displayName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByLabel('Birth month').selectOption({ label: 'May' });
    await page.getByLabel('Birth year').fill('1994');
    await page.getByLabel('Country').selectOption('United States');
    await page.getByLabel('City').selectOption('Chicago, Illinois');
    await page.getByLabel('Postal code').fill('60601');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await visible(page.getByText('Registration successful'));
    await visible(page.getByText('Please check your email to verify your account.'));
    // The form switches to the Login tab; the account is not signed in until the email is verified.
    await visible(page.getByRole('tab', { name: 'Login', selected: true }));

    const mail = await waitForMail(user.email, { subject: /verif/i });
    await page.goto(linkFromMail(mail, '/verify-email'));
    // Verified: the page says so and goes home after 3 s.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    await signIn(page, user.email, user.password);
    await visible(page.getByText('Login successful'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menu').getByText(user.displayName));
    await visible(page.getByRole('menu').getByText(`@${user.username}`));
    await visible(page.getByRole('menuitem', { name: 'Profile' }));

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await visible(page.getByText('Logged out'));
    await visible(page.getByText('You have been successfully logged out'));
    await hidden(page.getByRole('button', { name: 'Account menu' }));
    await visible(page.getByRole('link', { name: 'Sign in' }));
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('signing in before verifying says the email is not verified', async ({ page }) => {
    const user = freshUser('unverified');
    await page.goto('/auth?tab=register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Display name').fill(user.displayName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByLabel('Birth month').selectOption({ label: 'January' });
    await page.getByLabel('Birth year').fill('2001');
    await page.getByLabel('Country').selectOption('France');
    await page.getByLabel('City').selectOption('Paris');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByText('Registration successful'));

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Email not verified'));
    await visible(page.getByText('Please check your email for the verification link or request a new one.'));
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
