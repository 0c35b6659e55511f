/** An admin marks a question trending: /trending shows it with its badge and whoever answered it is told. */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { answer, askQuestion, createMember, openSecondPage, uniqueTag } from '../social/social-kit.js';
import { LONG_FLOW, openAdminDashboard, patient, seen, toast } from './admin-kit.js';

describe('trending', () => {
  test(
    'the admin turns Trending on in Manage Questions; /trending shows the badge and the member who answered is notified',
    LONG_FLOW,
    async ({ page, browser }) => {
      patient(page);
      const tag = uniqueTag();
      const member = await createMember('fan', `Tess Trending ${tag}`);
      const question = await askQuestion(member, `Top 5 space operas ${tag}`);
      // Answered privately: a private answer is an answer all the same.
      await answer(
        member,
        question.id,
        ['Dune', 'Foundation', 'Hyperion', 'The Expanse', 'Star Wars'],
        false,
      );

      await openAdminDashboard(page);
      const panel = page.getByRole('tabpanel', { name: 'Manage Questions' });
      // Newest first: the member's question is on the first page.
      const row = panel.getByRole('row').filter({ has: page.getByRole('link', { name: question.title }) });
      const trending = await seen(row.getByRole('switch', { name: `Trending: ${question.title}` }));
      expect(await trending.getAttribute('aria-checked')).toBe('false');
      await trending.click();
      await toast(page, 'Trending status updated');
      await expect.poll(() => trending.getAttribute('aria-checked')).toBe('true');
      await seen(row.getByText('Trending', { exact: true }));

      // The Trending page lists it with the badge.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trending' }).click();
      await page.waitForURL((url) => url.pathname === '/trending');
      const card = await seen(
        page
          .getByRole('tabpanel')
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { level: 3, name: question.title }) }),
      );
      await seen(card.getByText('Trending', { exact: true }));

      // The member who answered it finds the notification.
      const memberPage = patient(await openSecondPage(browser));
      await signIn(memberPage, member.email, member.password);
      await memberPage.goto('/notifications');
      await seen(memberPage.getByText('Trending question', { exact: true }));
      const notice = memberPage.getByText(`"${question.title}", which you answered, is now trending`);
      await seen(notice);

      // Off and on again: the member is not told a second time.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/admin');
      for (const state of ['false', 'true']) {
        await trending.click();
        await expect.poll(() => trending.getAttribute('aria-checked')).toBe(state);
      }
      await memberPage.reload();
      await seen(notice);
      expect(await notice.count()).toBe(1);
    },
  );
});
