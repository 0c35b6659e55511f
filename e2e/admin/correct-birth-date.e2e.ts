/** An admin corrects a member's birth date from the User Management tab; the audit log records it. */
import { createVerifiedUser } from '../fixtures/auth.js';
import { describe, test } from '../fixtures/test.js';
import { gone, LONG_FLOW, openAdminDashboard, openAdminTab, patient, seen, toast } from './admin-kit.js';

describe("correcting a member's birth date", () => {
  test(
    'the dialog refuses a date that breaks the rules, saves a good one, and the audit log says from what to what',
    LONG_FLOW,
    async ({ page }) => {
      patient(page);
      // Registered born 5/1995.
      const member = await createVerifiedUser('born');
      await openAdminDashboard(page);
      const panel = await openAdminTab(page, 'User Management');
      await panel.getByLabel('Search users by username or email').fill(member.username);
      await panel.getByRole('button', { name: 'Search' }).click();
      await seen(panel.getByText(`@${member.username}`, { exact: true }));

      await panel.getByRole('button', { name: `Correct ${member.username}'s birth date` }).click();
      const dialog = await seen(page.getByRole('dialog', { name: 'Correct Birth Date' }));
      const save = dialog.getByRole('button', { name: 'Save Birth Date' });
      await save.click();
      await seen(dialog.getByText('Required', { exact: true }));
      const input = dialog.getByLabel('Birth month and year');
      await input.fill(`${new Date().getFullYear() - 2}-01`);
      await save.click();
      await seen(dialog.getByText('Must be at least 13 years old', { exact: true }));

      await input.fill('1990-08');
      await save.click();
      await toast(page, 'Birth date corrected');
      await gone(page.getByRole('dialog', { name: 'Correct Birth Date' }));

      const log = await openAdminTab(page, 'Audit Log');
      await seen(log.getByText(`Corrected @${member.username}'s birth date from 5/1995 to 8/1990`));
    },
  );
});
