/**
 * A visitor asks for their data to be deleted; they get a mail whose link confirms the request (decision
 * 084), and the admin sees the request, confirmed or not, and deletes an account only from a confirmed one.
 */
import {
  apiSession,
  gone,
  LONG_FLOW,
  openAdminDashboard,
  openAdminTab,
  patient,
  seen,
  toast,
} from '../admin/admin-kit.js';
import { freshUser } from '../fixtures/accounts.js';
import { createVerifiedUser } from '../fixtures/auth.js';
import { decodeMail, linkFromMail, waitForMail } from '../fixtures/mail.js';
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

      // The mail, with the link that confirms the request.
      const mail = await waitForMail(email, { subject: /data deletion request/i });
      expect(mail.subject).toBe('We received your data deletion request (Top 5)');
      expect(decodeMail(mail.raw)).toContain('within 5-7 business days');
      const link = new URL(linkFromMail(mail, '/data-deletion'));

      // The admin sees it among the Deletion Requests, with its reason, pending and not yet confirmed.
      const admin = patient(await openSecondPage(browser));
      await openAdminDashboard(admin);
      let panel = await openAdminTab(admin, 'Deletion Requests');
      let item = await seen(panel.getByRole('listitem').filter({ hasText: email }));
      await seen(item.getByText(reason));
      await seen(item.getByText('Pending', { exact: true }));
      await seen(item.getByText('Unconfirmed', { exact: true }));
      await seen(item.getByText('No account uses this email'));

      // The link opens a page that confirms only when its button is pressed.
      await page.goto(`${link.pathname}${link.search}`);
      await seen(page.getByRole('heading', { level: 1, name: 'Confirm Your Data Deletion Request' }));
      await page.getByRole('button', { name: 'Confirm Request' }).click();
      await seen(page.getByRole('heading', { level: 1, name: 'Request Confirmed' }));
      // Used once, the link confirms nothing more.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('button', { name: 'Confirm Request' }).click();
      await seen(
        page.getByText('This confirmation link is invalid, has expired or has already been used', {
          exact: true,
        }),
      );

      await admin.reload();
      panel = await openAdminTab(admin, 'Deletion Requests');
      item = await seen(panel.getByRole('listitem').filter({ hasText: email }));
      await seen(item.getByText('Confirmed', { exact: true }));
      // Handled: marked done, by whom.
      await item.getByRole('button', { name: 'Mark Done' }).click();
      await toast(admin, 'Request marked as done');
      await seen(item.getByText('Done', { exact: true }));
      await seen(item.getByText(/^Handled .* by @admin$/));
      expect(await item.getByRole('button', { name: 'Mark Done' }).count()).toBe(0);
    },
  );

  test(
    'an account is deleted from a request only once the mailed link confirmed it',
    LONG_FLOW,
    async ({ page, browser }) => {
      patient(page);
      const member = await createVerifiedUser('leaving');
      // Sent by a visitor (not signed in): nothing yet shows it comes from the address's owner.
      await page.goto('/data-deletion');
      await page.getByLabel('Email address').fill(member.email);
      await page.getByLabel('Reason for deletion').fill('Delete my account, please.');
      await page.getByRole('checkbox', { name: /I understand that my account and all its data/ }).check();
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await seen(page.getByRole('heading', { level: 1, name: 'Request Received' }));

      const admin = patient(await openSecondPage(browser));
      await openAdminDashboard(admin);
      let panel = await openAdminTab(admin, 'Deletion Requests');
      let item = await seen(panel.getByRole('listitem').filter({ hasText: member.email }));
      await seen(item.getByText(`@${member.username}`, { exact: true }));
      await seen(item.getByText('Unconfirmed', { exact: true }));
      await seen(item.getByText(/account can be deleted once the request is confirmed/));
      expect(await item.getByRole('button', { name: 'Delete Account' }).count()).toBe(0);

      const mail = await waitForMail(member.email, { subject: /data deletion request/i });
      const link = new URL(linkFromMail(mail, '/data-deletion'));
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('button', { name: 'Confirm Request' }).click();
      await seen(page.getByRole('heading', { level: 1, name: 'Request Confirmed' }));

      await admin.reload();
      panel = await openAdminTab(admin, 'Deletion Requests');
      item = await seen(panel.getByRole('listitem').filter({ hasText: member.email }));
      await seen(item.getByText('Confirmed', { exact: true }));
      await item.getByRole('button', { name: 'Delete Account' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
      await toast(admin, 'User and all associated data deleted successfully');
      await seen(item.getByText('Done', { exact: true }));
      await seen(item.getByText('No account uses this email'));

      // The account is gone: its password no longer signs in.
      await expect(apiSession(member.email, member.password)).rejects.toThrow(/login .*: 401/);
    },
  );
});
