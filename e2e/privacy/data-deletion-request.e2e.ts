/** A visitor asks for their data to be deleted; they get a confirmation mail and the admin sees the request. */
import {
  gone,
  LONG_FLOW,
  openAdminDashboard,
  openAdminTab,
  patient,
  seen,
  toast,
} from '../admin/admin-kit.js';
import { freshUser } from '../fixtures/accounts.js';
import { decodeMail, waitForMail } from '../fixtures/mail.js';
import { describe, expect, test } from '../fixtures/test.js';
import { openSecondPage, uniqueTag } from '../social/social-kit.js';

describe('data deletion request', () => {
  test(
    'the form asks for email, reason and the confirmation; the confirmation screen, the mail and the admin list follow',
    LONG_FLOW,
    async ({ page, browser }) => {
      patient(page);
      const tag = uniqueTag();
      const { email } = freshUser('forgetme');
      const reason = `Please remove everything about me (${tag}).`;

      // Reached from the footer's Delete Data link.
      await page.goto('/privacy');
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Delete Data' })
        .click();
      await page.waitForURL((url) => url.pathname === '/data-deletion');
      await seen(page.getByRole('heading', { level: 1, name: 'Data Deletion Request' }));

      // Nothing filled in: each field says what it needs, and nothing is sent.
      const submit = page.getByRole('button', { name: 'Submit Request' });
      await submit.click();
      await seen(page.getByText('Email Required', { exact: true }));
      await seen(page.getByText('Reason Required', { exact: true }));
      await seen(
        page.getByText('Please confirm that you understand your data will be deleted', { exact: true }),
      );

      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Reason for deletion').fill(reason);
      await gone(page.getByText('Email Required', { exact: true }));
      // Without the box ticked it is still not sent.
      await submit.click();
      await seen(
        page.getByText('Please confirm that you understand your data will be deleted', { exact: true }),
      );
      expect(await page.getByRole('heading', { name: 'Request Received' }).count()).toBe(0);

      const confirm = page.getByRole('checkbox', { name: /I understand that my account and all its data/ });
      await confirm.check();
      await submit.click();
      await toast(page, 'Request Submitted');
      await seen(page.getByRole('heading', { level: 1, name: 'Request Received' }));
      await seen(page.getByText(email, { exact: true }));
      await seen(page.getByText(/review it within 5-7 business days/));

      // The confirmation mail.
      const mail = await waitForMail(email, { subject: /data deletion request/i });
      expect(mail.subject).toBe('We received your data deletion request (Top 5)');
      expect(decodeMail(mail.raw)).toContain('within 5-7 business days');

      // The admin sees it among the Deletion Requests, with its reason, still pending.
      const admin = patient(await openSecondPage(browser));
      await openAdminDashboard(admin);
      const panel = await openAdminTab(admin, 'Deletion Requests');
      const item = await seen(panel.getByRole('listitem').filter({ hasText: email }));
      await seen(item.getByText(reason));
      await seen(item.getByText('Pending', { exact: true }));
      await seen(item.getByText('No account uses this email'));
      // Handled: marked done, by whom.
      await item.getByRole('button', { name: 'Mark Done' }).click();
      await toast(admin, 'Request marked as done');
      await seen(item.getByText('Done', { exact: true }));
      await seen(item.getByText(/^Handled .* by @admin$/));
      expect(await item.getByRole('button', { name: 'Mark Done' }).count()).toBe(0);
    },
  );
});
