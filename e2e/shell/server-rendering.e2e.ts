/**
 * Pages rendered by React on the server and hydrated in the browser (decision 054): every route for every
 * role hydrates without a console error or warning and without reading its first screen's data again; with
 * JavaScript off the real content is there and links navigate; a visitor's kept HTML follows a new answer.
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, demoMember } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { isLiveStream, visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, uniqueTag } from '../social/social-kit.js';

/** A concrete address of every route in src/shared/routes.ts (the redirect /questions/:id included). */
const PAGES = [
  '/',
  '/explore',
  '/search?q=top',
  '/trending',
  '/create',
  '/notifications',
  '/auth',
  '/verify-email',
  '/reset-password',
  '/complete-profile',
  '/question/1',
  '/question/1/results',
  '/questions/2',
  '/users/maya.rivera',
  '/users/daniel.nguyen/compare',
  '/spotify',
  '/privacy',
  '/data-deletion',
  '/admin',
  '/admin/reports',
  '/admin/privacy-policy',
  '/about',
  '/terms',
  '/help',
  '/no/such/page',
];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

interface Visit {
  problems: string[];
  /** API reads the browser made after the page arrived. */
  reads: string[];
}

/** Opens `path` and waits until React has hydrated it and the browser's own reads have settled. */
async function visit(page: Page, path: string): Promise<Visit> {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium's own line for a document answered 404 (the status the not-found screens carry).
    if (/status of 404/.test(message.text()) && message.location().url.endsWith(path)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The live stream is no read of what the page shows: it carries what changes after.
    if (isLiveStream(request.url())) return;
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(url.pathname + url.search);
  });
  await page.goto(path);
  // Hydrated: React has taken over the root (its container key is set on it).
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  // The screens' effects run in the frame after hydration; a read they make has started two frames later.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  return { problems, reads };
}

/**
 * Routes a role is sent away from on arrival, where the screen it lands on reads what it shows: a visitor to
 * /auth from the screens of members, a member home from the sign-in screens.
 */
const SIGNED_IN_ONLY = new Set([
  '/create',
  '/notifications',
  '/complete-profile',
  '/users/daniel.nguyen/compare',
]);
const SIGNED_OUT_ONLY = new Set(['/auth', '/complete-profile']);

type Role = 'visitor' | 'member' | 'admin';

/** A context of its own for the role, signed in as it. */
async function contextFor(browser: Browser, baseUrl: string, role: Role) {
  const context = await browser.newContext({ baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  if (role !== 'visitor') {
    const page = await context.newPage();
    const account = role === 'admin' ? { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } : demoMember;
    await signIn(page, account.email, account.password).catch(async (error) => {
      await page.screenshot({ path: `test-results/sign-in-${role}.png`, fullPage: true });
      throw error;
    });
    await page.close();
  }
  return context;
}

function sentAway(role: Role, path: string): boolean {
  if (role === 'visitor') return SIGNED_IN_ONLY.has(path) || path.startsWith('/admin');
  return SIGNED_OUT_ONLY.has(path);
}

async function checkEveryPage(browser: Browser, baseUrl: string, role: Role) {
  const context = await contextFor(browser, baseUrl, role);
  const failures: string[] = [];
  for (const [index, path] of PAGES.entries()) {
    const page = await context.newPage();
    // Each role sees every page once, at phone and desktop size and in both themes in turn.
    await page.setViewportSize(index % 2 === 0 ? PHONE : DESKTOP);
    await page.emulateMedia({ colorScheme: index % 4 < 2 ? 'light' : 'dark' });
    const { problems, reads } = await visit(page, path);
    if (problems.length > 0) failures.push(`${role} ${path}: ${problems.join(' | ')}`);
    if (!sentAway(role, path) && reads.length > 0)
      failures.push(`${role} ${path} read again: ${reads.join(', ')}`);
    await page.close();
  }
  await context.close();
  expect(failures).toEqual([]);
}

describe('pages rendered on the server and hydrated', () => {
  for (const role of ['visitor', 'member', 'admin'] as const) {
    test(`every route hydrates for a ${role} with no console error and no read made twice`, async ({
      browser,
      baseUrl,
    }) => {
      await checkEveryPage(browser, baseUrl, role);
      // 25 pages, each loaded and hydrated in a fresh tab: about 40 s on a quiet machine, 2 minutes on a busy one.
    }, 300_000);
  }

  test("a signed-in member's page comes from the server made for them: no sign-in link", async ({
    browser,
    baseUrl,
  }) => {
    const context = await contextFor(browser, baseUrl, 'member');
    const cookies = await context.cookies();
    await context.close();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
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
