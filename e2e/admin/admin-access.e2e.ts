/** Who may open /admin: not a member, and not an admin any more once another admin removes their flag. */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { createMember, openSecondPage } from '../social/social-kit.js';
import {
  adminApi,
  gone,
  LONG_FLOW,
  openAdminDashboard,
  openAdminTab,
  patient,
  seen,
  toast,
} from './admin-kit.js';

const accessDenied = (page: import('playwright-core').Page) =>
  page.getByRole('heading', { level: 1, name: 'Access Denied' });

describe('admin access', () => {
  test(
    'a member gets Access Denied on /admin and its pages, and the server refuses them too',
    LONG_FLOW,
    async ({ page }) => {
      patient(page);
      const member = await createMember('plain');
      await signIn(page, member.email, member.password);
      for (const path of ['/admin', '/admin/reports', '/admin/privacy-policy']) {
        await page.goto(path);
        await seen(accessDenied(page));
        await seen(page.getByText("You don't have permission to access this page."));
      }
      expect(
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count(),
      ).toBe(0);
      await expect(member.call('GET', '/api/admin/users')).rejects.toThrow(/: 403 /);
    },
  );

  test(
    'an admin whose flag another admin removes loses /admin on their next navigation',
    LONG_FLOW,
    async ({ page, browser }) => {
      patient(page);
      // A member made admin, who opens the admin area.
      const deputy = await createMember('deputy');
      const { user } = await deputy.call<{ user: { id: number } }>('GET', '/api/auth/me');
      const api = await adminApi();
      await api('PATCH', `/api/admin/users/${user.id}/admin`, { isAdmin: true });
      await signIn(page, deputy.email, deputy.password);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await seen(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));

      // The ADMIN_EMAIL admin removes the deputy's flag in User Management.
      const admin = patient(await openSecondPage(browser));
      await openAdminDashboard(admin);
      const users = await openAdminTab(admin, 'User Management');
      await users.getByLabel('Search users by username or email').fill(deputy.username);
      await users.getByRole('button', { name: 'Search' }).click();
      const flag = await seen(users.getByRole('switch', { name: `Admin: ${deputy.username}` }));
      await expect.poll(() => flag.getAttribute('aria-checked')).toBe('true');
      await flag.click();
      await toast(admin, 'User admin status updated');
      await expect.poll(() => flag.getAttribute('aria-checked')).toBe('false');
      // Their own flag cannot be removed from here.
      await users.getByLabel('Search users by username or email').fill('admin@top5.test');
      await users.getByRole('button', { name: 'Search' }).click();
      expect(await (await seen(users.getByRole('switch', { name: 'Admin: admin' }))).isDisabled()).toBe(true);

      // The deputy, still on /admin, follows a link of the admin area: Access Denied.
      await page.getByRole('link', { name: 'Content Reports' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/reports');
      await seen(accessDenied(page));
      await gone(page.getByRole('heading', { level: 1, name: 'Content Reports' }));
      // The top bar's Admin link is gone, and /admin itself is refused.
      await gone(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }));
      await page.goto('/admin');
      await seen(accessDenied(page));
      await expect(deputy.call('GET', '/api/admin/users')).rejects.toThrow(/: 403 /);
    },
  );
});
