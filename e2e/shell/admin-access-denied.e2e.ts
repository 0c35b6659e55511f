import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/accounts.js';
import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';

describe('admin route guard', () => {
  test('a signed-in member who is not an admin gets Access Denied on /admin', async ({ page }) => {
    const user = await createVerifiedUser('nonadmin');
    await signIn(page, user.email, user.password);
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Access Denied' }));
    await visible(page.getByText("You don't have permission to access this page."));
    // No Admin link in the top bar for them either.
    await hidden(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }));
  });

  test('a visitor who is not signed in is sent to /auth', async ({ page }) => {
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/auth');
    await visible(page.getByRole('tab', { name: 'Login' }));
  });

  test('the ADMIN_EMAIL admin gets the admin area, not Access Denied', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/admin');
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }));
    expect(await page.getByRole('heading', { name: 'Access Denied' }).count()).toBe(0);
  });
});
