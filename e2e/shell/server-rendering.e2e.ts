/**
 * Pages rendered by React on the server and hydrated in the browser (decision 054): a member's page is made
 * for them; with JavaScript off the real content is there and links navigate; a visitor's kept HTML follows a
 * new answer. That every route hydrates cleanly for every role is checked on the walk of every-route.e2e.ts.
 */
import type { Browser } from 'playwright-core';
import { demoMember } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, uniqueTag } from '../social/social-kit.js';

/** The demo member's cookies, from a sign-in in the browser. */
async function memberCookie(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  await signIn(await context.newPage(), demoMember.email, demoMember.password);
  const cookies = await context.cookies();
  await context.close();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

describe('pages rendered on the server and hydrated', () => {
  test("a signed-in member's page comes from the server made for them: no sign-in link", async ({
    browser,
    baseUrl,
  }) => {
    const cookie = await memberCookie(browser, baseUrl);
    for (const path of ['/', '/explore', '/question/1']) {
      const answer = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      // Made for this member: never kept for others, nor by a shared cache.
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      const html = await answer.text();
      expect(html).not.toContain('aria-label="Sign in"');
      expect(html).toContain('aria-label="Account menu"');
      expect(html).toContain('"username":"maya.rivera"');
      // A visitor asking for the same page right after gets a visitor's page.
      const visitor = await fetch(`${baseUrl}${path}`);
      expect(visitor.headers.get('cache-control')).toBe('no-cache');
      const visitorHtml = await visitor.text();
      expect(visitorHtml).toContain('aria-label="Sign in"');
      expect(visitorHtml).not.toContain('maya.rivera@example.com');
    }
  });
});

describe('with JavaScript off', () => {
  test('the question and its results show the crowd’s Top 5 as text, and links navigate', async ({
    browser,
    baseUrl,
  }) => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const api = (await (await fetch(`${baseUrl}/api/questions/1/results`)).json()) as {
      results: { item: string }[];
    };
    const top5 = api.results.slice(0, 5).map((r) => r.item);
    expect(top5).toHaveLength(5);

    await page.goto('/question/1');
    const current = page.locator('section[aria-labelledby="current-results"]');
    for (const item of top5) await visible(current.getByText(item, { exact: true }));

    await page.goto('/question/1/results');
    for (const item of top5) await visible(page.getByText(item, { exact: true }));

    // Home: the hot questions, and a link that navigates without any script.
    await page.goto('/');
    const hot = page.getByRole('region', { name: 'Hot Questions' });
    const firstHot = hot
      .getByRole('link')
      .filter({ hasText: /^Top 5/ })
      .first();
    const title = ((await firstHot.textContent()) ?? '').trim();
    await firstHot.click();
    await page.waitForURL(/\/question\/\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: title }));

    // A profile shows its lists; its member's name links from a list.
    await page.goto('/users/maya.rivera');
    await visible(page.getByRole('heading', { level: 1, name: 'Maya Rivera' }));
    expect(await page.locator('article ol li').count()).toBeGreaterThanOrEqual(5);

    // The footer's links are plain links too.
    await page.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    await context.close();
  });
});

describe("a visitor's kept page", () => {
  test('changes with a new answer, as the API does, and answers 304 while it has not', async ({
    baseUrl,
  }) => {
    const member = await createMember('ssr');
    const tag = uniqueTag();
    const question = await askQuestion(member, `Top 5 kept pages ${tag}`);
    const url = `${baseUrl}/question/${question.id}/results`;

    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(await first.text()).not.toContain(`Pick ${tag} one`);
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const picks = ['one', 'two', 'three', 'four', 'five'].map((n) => `Pick ${tag} ${n}`);
    await answer(member, question.id, picks);
    const after = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const html = await after.text();
    for (const pick of picks) expect(html).toContain(pick);
  });
});
