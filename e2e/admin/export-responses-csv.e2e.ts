/** An admin exports a question's responses from Responses Data as CSV: a real download, quoted and guarded. */
import { downloadedText } from '../fixtures/browser.js';
import { describe, expect, test } from '../fixtures/test.js';
import { answer, askQuestion, createMember, uniqueTag } from '../social/social-kit.js';
import { LONG_FLOW, openAdminDashboard, openAdminTab, patient, seen, toast } from './admin-kit.js';

describe('responses CSV export', () => {
  test(
    "filtered by a question, Export CSV downloads its rows under the header and says 'Export Started'",
    LONG_FLOW,
    async ({ page }) => {
      patient(page);
      const tag = uniqueTag();
      const member = await createMember('exporter', `Cass Csv ${tag}`);
      // Longer than the filter's 50 characters, and with a comma the CSV must quote.
      const question = await askQuestion(
        member,
        `Top 5 soundtracks, scores and theme songs of all time ${tag}`,
      );
      const answers = ['Say "Hi", Bye', '=HYPERLINK("http://x")', 'Jaws', '-Interstellar', 'Up'];
      await answer(member, question.id, answers);

      await openAdminDashboard(page);
      const panel = await openAdminTab(page, 'Responses Data');
      const label = `${question.title.slice(0, 50)}...`;
      const filter = panel.getByLabel('Question');
      // The filter lists the question by its title cut at 50 characters.
      await filter.locator('option', { hasText: label }).waitFor({ state: 'attached' });
      await filter.selectOption({ label });
      // The table now lists the member's response only (a header row and one row).
      await seen(panel.getByText(`@${member.username}`));
      await expect.poll(() => panel.getByRole('row').count()).toBe(2);
      // One response, counted in the singular.
      await seen(panel.getByText('1 response · Page 1 of 1', { exact: true }));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      await toast(page, 'Export Started');
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^top5-responses-question-${question.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe(
        'Question,Author,Answer 1,Answer 2,Answer 3,Answer 4,Answer 5,Public,Version,Likes,Comments,Created',
      );
      expect(lines).toHaveLength(3);
      expect(lines[2]).toBe('');
      const row = lines[1];
      expect(row.startsWith(`"${question.title}",${member.username},`)).toBe(true);
      expect(row).toContain(
        `,"Say ""Hi"", Bye","'=HYPERLINK(""http://x"")",Jaws,'-Interstellar,Up,true,1,0,0,`,
      );
      expect(row).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

      // The audit log names the exported question as its target: 'question #<id>'.
      const log = await openAdminTab(page, 'Audit Log');
      const entry = log
        .getByRole('row')
        .filter({ hasText: `Exported the responses to "${question.title}" as CSV` });
      await seen(entry);
      expect((await entry.getByRole('cell').nth(3).textContent())?.trim()).toBe(`question #${question.id}`);
    },
  );
});
