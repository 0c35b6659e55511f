/** An admin approves a member's report: the response leaves the feeds of everyone but its author. */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import {
  answer,
  askQuestion,
  createMember,
  openSecondPage,
  responseCard,
  uniqueTag,
} from '../social/social-kit.js';
import { gone, LONG_FLOW, openAdminDashboard, patient, seen, toast } from './admin-kit.js';

describe('reviewing a report', () => {
  test(
    'a member reports a Top 5, the admin approves it with a note: others and visitors lose it, its author keeps it, the reporter is told',
    LONG_FLOW,
    async ({ page, browser }) => {
      patient(page);
      const tag = uniqueTag();
      const author = await createMember('author', `Otto Offender ${tag}`);
      const reporter = await createMember('reporter', `Rhea Reporter ${tag}`);
      const bystander = await createMember('bystander', `Bea Bystander ${tag}`);
      const question = await askQuestion(author, `Top 5 heist films ${tag}`);
      await answer(author, question.id, ['Heat', 'Rififi', 'Inside Man', 'The Italian Job', 'Thief']);
      await answer(bystander, question.id, [
        'Ocean’s Eleven',
        'Heat',
        'Baby Driver',
        'Logan Lucky',
        'Widows',
      ]);

      // The reporter reports the author's Top 5 from the question page.
      await signIn(page, reporter.email, reporter.password);
      await page.goto(`/question/${question.id}`);
      await responseCard(page, author.displayName).getByRole('button', { name: 'Report' }).click();
      const dialog = await seen(page.getByRole('dialog', { name: 'Report this Top 5' }));
      await dialog.getByRole('radio', { name: /^Inappropriate/ }).check();
      await dialog.getByLabel('Details').fill(`Offensive words in list ${tag}.`);
      await dialog.getByRole('button', { name: 'Submit Report' }).click();
      await toast(page, 'Report submitted');

      // The admin finds it under Pending Review (the default filter) and approves it with a note.
      const admin = patient(await openSecondPage(browser));
      await openAdminDashboard(admin);
      await admin.getByRole('link', { name: 'Content Reports' }).click();
      await admin.waitForURL((url) => url.pathname === '/admin/reports');
      const status = admin.getByLabel('Status');
      expect(await status.locator('option:checked').textContent()).toBe('Pending Review');
      const card = await seen(
        admin.getByRole('article', { name: `Report of ${author.displayName}'s Top 5` }),
      );
      await seen(card.getByText(`${reporter.displayName} (@${reporter.username})`, { exact: false }));
      await seen(card.getByText(`Offensive words in list ${tag}.`));
      await seen(card.getByRole('link', { name: question.title }));
      await seen(card.getByText('Rififi'));
      await card.getByRole('button', { name: 'Review' }).click();
      const review = await seen(admin.getByRole('dialog', { name: 'Review Report' }));
      await review.getByLabel(/Review notes/).fill(`  Slur in answer 3 (${tag}).  `);
      await review.getByRole('button', { name: 'Approve (Hide Content)' }).click();
      await toast(admin, 'Report approved');
      await gone(admin.getByRole('dialog', { name: 'Review Report' }));
      // No longer pending: it moves to Approved (Hidden), with its reviewer and the trimmed note.
      await gone(admin.getByRole('article', { name: `Report of ${author.displayName}'s Top 5` }));
      await status.selectOption({ label: 'Approved (Hidden)' });
      const approved = await seen(
        admin.getByRole('article', { name: `Report of ${author.displayName}'s Top 5` }),
      );
      await seen(approved.getByText(`Notes: Slur in answer 3 (${tag}).`, { exact: true }));
      await seen(approved.getByText(/Reviewed by .*\(@admin/));
      expect(await approved.getByRole('button', { name: 'Review' }).count()).toBe(0);

      // Another member (the reporter) no longer sees it on the question page; the bystander's list stays.
      await page.goto(`/question/${question.id}`);
      await seen(responseCard(page, bystander.displayName));
      expect(await responseCard(page, author.displayName).count()).toBe(0);

      // Nor does a visitor.
      const visitor = patient(await openSecondPage(browser));
      await visitor.goto(`/question/${question.id}`);
      await seen(responseCard(visitor, bystander.displayName));
      expect(await responseCard(visitor, author.displayName).count()).toBe(0);
      // ...nor on the author's profile.
      await visitor.goto(`/users/${author.username}`);
      await seen(visitor.getByText('No responses found for this user.'));

      // The author still sees their Top 5 on their own profile.
      const own = patient(await openSecondPage(browser));
      await signIn(own, author.email, author.password);
      await own.goto(`/users/${author.username}`);
      const kept = await seen(responseCard(own, author.displayName));
      await seen(kept.getByText('Rififi'));
      // ...marked as hidden, so they know why nobody else does.
      await seen(kept.getByText('Hidden', { exact: true }));

      // The reporter is told the outcome.
      await page.goto('/notifications');
      await seen(page.getByText('Your report was reviewed'));
      await seen(
        page.getByText(
          `Thank you for your report on ${author.displayName}'s Top 5 for "${question.title}". We agreed, and it is now hidden.`,
        ),
      );
    },
  );
});
