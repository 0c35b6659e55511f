/**
 * Every main screen at 320 px wide, and at 200% text size on a phone and on a desktop (the root font size
 * doubled, as a reader's browser setting does): nothing scrolls sideways and no element is drawn wider than
 * the screen (issue 20). Elements inside a box that scrolls or clips sideways on purpose (a wide table, a
 * row of tabs) are that box's business, not the page's. The answer editor's boxes keep a usable width and the
 * Current Top 5 percentages are not cut.
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, demoMember } from '../fixtures/accounts.js';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { nextFrame, quietOnScreen, visible } from '../fixtures/wait.js';

interface Look {
  name: string;
  width: number;
  height: number;
  textZoom: boolean;
}

const LOOKS: Look[] = [
  { name: '320 px', width: 320, height: 720, textZoom: false },
  { name: 'phone at 200% text', width: 390, height: 844, textZoom: true },
  { name: 'desktop at 200% text', width: 1280, height: 800, textZoom: true },
];

/** The admin tabs, by their names. */
const ADMIN_TABS = [
  'Manage Questions',
  'User Goals',
  'Responses Data',
  'User Management',
  'Deletion Requests',
  'Audit Log',
];

/** A catalog question (questions 1 to 5 have pickers beside each answer box). */
const PICKER_QUESTION = 1;

async function lookAt(browser: Browser, baseUrl: string, look: Look): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: look.width, height: look.height },
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(20_000);
  // Before any script of the page runs, and again on every page: as a browser's text size setting would.
  if (look.textZoom) await context.addInitScript(zoomScript);
  return waitsForTheApp(await context.newPage());
}

function zoomScript() {
  const apply = () => {
    if (document.getElementById('e2e-text-zoom')) return;
    const style = document.createElement('style');
    style.id = 'e2e-text-zoom';
    style.textContent = 'html { font-size: 200% !important; }';
    document.head.append(style);
  };
  if (document.head) apply();
  else document.addEventListener('DOMContentLoaded', apply);
}

/**
 * What is wider than the screen: the page's own sideways scroll, and each visible element drawn past either
 * edge that no sideways-scrolling or clipping box holds. Empty when the screen fits.
 */
function overflowsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const width = document.documentElement.clientWidth;
    const heldByScroller = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
          return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}> "${label}"`;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (heldByScroller(el)) continue;
      found.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
    }
    return found.slice(0, 15);
  });
}

async function settle(page: Page) {
  // Not networkidle: the live stream (GET /api/events) stays open as long as the page.
  await quietOnScreen(page);
  await nextFrame(page);
}

async function check(page: Page, where: string, problems: string[]) {
  await settle(page);
  if (await page.evaluate(() => document.getElementById('e2e-text-zoom') !== null)) {
    const size = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(size, 'text really doubled').toBe(32);
  }
  for (const problem of await overflowsOf(page)) problems.push(`${where}: ${problem}`);
}

async function visit(page: Page, path: string, where: string, problems: string[]) {
  await page.goto(path);
  await visible(page.getByRole('heading', { level: 1 }).first());
  await check(page, where, problems);
}

describe('every screen at 320 px and at 200% text size, without sideways scrolling', () => {
  for (const look of LOOKS) {
    test(`visitor screens, ${look.name}`, async ({ browser, baseUrl }) => {
      const page = await lookAt(browser, baseUrl, look);
      const problems: string[] = [];
      try {
        for (const path of ['/', '/explore', `/question/${PICKER_QUESTION}`, '/search?q=star', '/privacy'])
          await visit(page, path, `${look.name} ${path}`, problems);
        await page.goto('/auth');
        await visible(page.getByRole('tab', { name: 'Login' }));
        await check(page, `${look.name} /auth`, problems);
        await page.getByRole('tab', { name: 'Register' }).click();
        await check(page, `${look.name} /auth register`, problems);
      } finally {
        await page.context().close();
      }
      expect(problems.join('\n')).toBe('');
    });

    test(`member and admin screens, ${look.name}`, async ({ browser, baseUrl }) => {
      const page = await lookAt(browser, baseUrl, look);
      const problems: string[] = [];
      try {
        // Through the API (the context keeps the cookie): the sign-in screen itself is measured as a visitor.
        const login = await page.request.post('/api/auth/login', {
          data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
          headers: { Origin: baseUrl },
        });
        expect(login.status()).toBe(200);
        const where = (path: string) => `${look.name} ${path}`;
        await visit(page, `/question/${PICKER_QUESTION}`, where('question (answer editor)'), problems);
        // The answer editor's boxes keep room for a pick beside their Search button.
        const boxes = page.getByRole('form', { name: 'Your Top 5' }).locator('input');
        // The page may be drawn by the server before the member's own answer form arrives.
        await visible(boxes.first());
        expect(await boxes.count()).toBe(5);
        for (const box of await boxes.all()) {
          const width = (await box.boundingBox())?.width ?? 0;
          if (width < 120)
            problems.push(`${where('question')}: an answer box is ${Math.round(width)} px wide`);
        }
        await visit(page, `/question/${PICKER_QUESTION}/results`, where('results'), problems);
        await visit(page, `/users/${demoMember.email.split('@')[0]}`, where('profile'), problems);
        await visit(page, '/create', where('/create'), problems);
        await visit(page, '/notifications', where('/notifications'), problems);
        await visit(page, '/admin', where('/admin'), problems);
        for (const tab of ADMIN_TABS) {
          const control = page.getByRole('tab', { name: tab });
          await control.click();
          await expect.poll(() => control.getAttribute('aria-selected')).toBe('true');
          await check(page, where(`/admin ${tab}`), problems);
        }
      } finally {
        await page.context().close();
      }
      expect(problems.join('\n')).toBe('');
    });
  }

  test('the Current Top 5 percentages are shown whole at 200% text on a phone', async ({
    browser,
    baseUrl,
  }) => {
    const page = await lookAt(browser, baseUrl, LOOKS[1]);
    try {
      await page.goto(`/question/${PICKER_QUESTION}`);
      const current = await visible(page.getByRole('region', { name: 'Current Top 5' }));
      await visible(current.getByText(/%$/).first());
      const cut = await current.evaluate((region) => {
        const edge = region.getBoundingClientRect().right;
        return [...region.querySelectorAll('*')]
          .filter((el) => el.children.length === 0 && /\d%$/.test((el.textContent ?? '').trim()))
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return (
              box.right > edge + 1 || (el as HTMLElement).scrollWidth > (el as HTMLElement).clientWidth + 1
            );
          })
          .map((el) => (el.textContent ?? '').trim());
      });
      expect(cut).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
