/** An admin rewrites the privacy policy in Markdown; /privacy shows it rendered, and no script in it runs. */
import { onTestFinished } from 'vitest';
import { adminApi, LONG_FLOW, openAdminDashboard, patient, seen, toast } from '../admin/admin-kit.js';
import { describe, expect, test } from '../fixtures/test.js';
import { openSecondPage, uniqueTag } from '../social/social-kit.js';

describe('privacy policy editor', () => {
  test(
    'Edit, Preview, the counter and Save disabled under 100 characters; /privacy renders the saved Markdown and shows a <script> as text',
    LONG_FLOW,
    async ({ page, browser }) => {
      patient(page);
      // The policy is the site's one copy: put the one we found back afterwards, for the other specs.
      const api = await adminApi();
      const original = await api<{ content: string }>('GET', '/api/admin/privacy-policy');
      onTestFinished(async () => {
        await api('PUT', '/api/admin/privacy-policy', { content: original.content });
      });

      const tag = uniqueTag();
      // No quotes, dashes or underscores: the Markdown's typographer and emphasis would change those.
      const script = '<script>window.pwned = 1</script>';
      const image = '<img src=x onerror=window.pwned=2>';
      const policy = [
        `# Our Promise ${tag}`,
        '',
        `We keep **only** what Top 5 needs to run, and never sell it. ${script}`,
        '',
        `## Your Rights ${tag}`,
        '',
        '- Download your data from your profile',
        `- Delete your account at any time ${image}`,
      ].join('\n');

      await openAdminDashboard(page);
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/privacy-policy');
      await seen(page.getByRole('heading', { level: 1, name: 'Privacy Policy Editor' }));
      const editor = await seen(page.getByLabel('Privacy policy (Markdown)'));
      expect(await editor.inputValue()).toBe(original.content);
      const save = page.getByRole('button', { name: 'Save Changes' });

      // Under 100 characters (trimmed): the counter says so and Save is disabled.
      await editor.fill('   # Too short   ');
      await seen(page.getByText('11 characters (minimum 100)', { exact: true }));
      await seen(page.getByText('Content Too Short: at least 100 characters are needed to save.'));
      expect(await save.isDisabled()).toBe(true);

      await editor.fill(policy);
      await seen(page.getByText(`${policy.length} characters`, { exact: true }));
      expect(await save.isDisabled()).toBe(false);

      // Preview renders the Markdown; the HTML stays text.
      await page.getByRole('tab', { name: 'Preview' }).click();
      const preview = await seen(page.getByRole('tabpanel', { name: 'Preview' }));
      await seen(preview.getByRole('heading', { level: 1, name: `Our Promise ${tag}` }));
      await seen(preview.getByRole('heading', { level: 2, name: `Your Rights ${tag}` }));
      await seen(preview.getByText(script, { exact: false }));
      await page.getByRole('tab', { name: 'Edit' }).click();

      await save.click();
      await toast(page, 'Privacy Policy Updated');

      // Reset brings back the text just saved, not the one before.
      await editor.fill(`${policy}\n\nAn afterthought nobody saved.`);
      await page.getByRole('button', { name: 'Reset' }).click();
      await toast(page, 'Content Reset');
      expect(await editor.inputValue()).toBe(policy);

      // A visitor reads it on /privacy.
      const visitor = patient(await openSecondPage(browser));
      const dialogs: string[] = [];
      visitor.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await visitor.goto('/privacy');
      await seen(visitor.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
      const article = visitor.getByRole('article');
      // Under the page's own h1 the policy's headings step down a level (issue 20: one h1 a page).
      await seen(article.getByRole('heading', { level: 2, name: `Our Promise ${tag}` }));
      await seen(article.getByRole('heading', { level: 3, name: `Your Rights ${tag}` }));
      await seen(article.getByRole('listitem').filter({ hasText: 'Download your data from your profile' }));
      expect(await article.locator('strong', { hasText: 'only' }).count()).toBe(1);
      // The markup shows as the text that was typed, and nothing in it runs.
      await seen(article.getByText(script, { exact: false }));
      await seen(article.getByText(image, { exact: false }));
      expect(await article.locator('script, img').count()).toBe(0);
      expect(await visitor.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      await seen(visitor.getByRole('link', { name: 'Request Data Deletion' }));
    },
  );
});
