/** An admin creates a community goal the site has already reached, marks it achieved, and Home celebrates it. */
import { describe, expect, test } from '../fixtures/test.js';
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

/** The seeded goals (10 and 25 reached, 50 and 100 to come): a new goal's target must differ from them. */
const SEEDED = [10, 25, 50, 100];

describe('community goals', () => {
  test(
    "a goal already reached shows Ready to Mark; marked achieved, the home banner says 'N members reached!'",
    LONG_FLOW,
    async ({ page }) => {
      patient(page);
      await openAdminDashboard(page);
      const panel = await openAdminTab(page, 'User Goals');
      const today = await seen(panel.getByText(/^[\d,]+ members today$/));
      const members = Number(((await today.textContent()) ?? '').replace(/\D/g, ''));
      expect(members).toBeGreaterThan(11);

      // A target at or under today's count that no goal uses yet (other specs may have made some).
      const api = await adminApi();
      const { goals } = await api<{ goals: { targetCount: number }[] }>('GET', '/api/admin/user-goals');
      const used = new Set([...SEEDED, ...goals.map((goal) => goal.targetCount)]);
      let target = members;
      while (used.has(target)) target -= 1;
      expect(target).toBeGreaterThan(10);

      await panel.getByRole('button', { name: 'Create Goal' }).click();
      const dialog = await seen(page.getByRole('dialog', { name: 'Create User Goal' }));
      // Empty counts as 0, which the form refuses.
      await dialog.getByRole('button', { name: 'Create Goal' }).click();
      await seen(dialog.getByText('Target must be at least 1'));
      await dialog.getByLabel('Target members').fill(String(target));
      await dialog.getByRole('button', { name: 'Create Goal' }).click();
      await toast(page, 'User goal created successfully');
      await gone(page.getByRole('dialog', { name: 'Create User Goal' }));

      const row = panel.getByRole('row').filter({
        has: page.getByRole('cell', { name: `${target.toLocaleString('en-US')} members`, exact: true }),
      });
      await seen(row.getByText('Ready to Mark', { exact: true }));
      await row.getByRole('button', { name: 'Mark Achieved' }).click();
      await toast(page, 'Goal marked as achieved');
      await seen(row.getByText('Achieved', { exact: true }));
      await gone(row.getByRole('button', { name: 'Mark Achieved' }));
      // An achieved goal cannot be edited.
      expect(await row.getByRole('button', { name: `Edit goal of ${target} members` }).isDisabled()).toBe(
        true,
      );

      // Home's banner celebrates it, without a reload.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const goalsList = page.getByRole('region', { name: 'Community Goal' }).getByRole('list', {
        name: 'Community goals',
      });
      await seen(goalsList.getByText(`${target} members reached!`, { exact: true }));
      expect(await goalsList.getByText(`Next: ${target} members`).count()).toBe(0);

      // Every member is told, the admin included.
      await page.goto('/notifications');
      await seen(
        page.getByText(
          `${target.toLocaleString('en-US')} members reached! Thank you for being part of the community.`,
        ),
      );
    },
  );
});
