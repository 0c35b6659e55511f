/**
 * Every route of the route table, as a visitor, as a member and as an admin, in one walk (decision 119):
 * - it hydrates (decision 054) with no console error or warning, and without reading its first screen's data
 *   again: the page is loaded in a different look (size and theme) from one route to the next;
 * - axe-core finds nothing against WCAG 2.2 A and AA and the page-structure rules, in the looks of
 *   `looksFor` (every rule at both sizes and in both themes; the visitor's pages in all four pairings); a
 *   page the same for every role (`SAME_FOR_EVERY_ROLE`) is scanned as the visitor only;
 * - then every dialog and menu the role can open passes axe the same way. Any finding fails, and the failure
 *   lists them all: where, which rule, which elements and why.
 *
 * One browser; one context per role, signed in once, the three side by side; each page is loaded once and
 * scanned in its looks without reloading (the size and the colour scheme change in place).
 */
import type { Browser, ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { beforeAll } from 'vitest';
import { DESKTOP, looksFor, scan, setLook, withAxe } from '../a11y/axe-kit.js';
import { OVERLAYS, type Role, routePaths, SAME_FOR_EVERY_ROLE } from '../a11y/screens.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, demoMember } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { isLiveStream, openSettled } from '../fixtures/wait.js';
import { answer, createMember } from '../social/social-kit.js';

const ROLES: Role[] = ['visitor', 'member', 'admin'];

/**
 * A screen that acts on arrival: it sends the token from the mail's link at once, and what it shows next comes
 * from the answer (for the made-up token here, 400 and the error state). What it asks for then, and the
 * browser's line for the 400, follow that action; they are no second read of what the server rendered.
 */
const ACTS_ON_ARRIVAL = new Set(['/verify-email']);

async function pageAs(browser: Browser, baseUrl: string, role: Role): Promise<Page> {
  // Reduced motion: dialogs and menus are scanned at rest, not halfway through their entrance.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, reducedMotion: 'reduce' });
  // A page load on a CI run that shares the 2 cores with two more suites can take well over 20 s.
  context.setDefaultTimeout(45_000);
  await withAxe(context);
  const page = waitsForTheApp(await context.newPage());
  if (role === 'member') await signIn(page, demoMember.email, demoMember.password);
  if (role === 'admin') await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  return page;
}

interface Loaded {
  /** The console's errors and warnings while it loaded and settled, and uncaught errors. */
  problems: string[];
  /** API reads the browser made up to two frames after hydration (a screen's effects run in the frame after). */
  reads: string[];
  /** Where the server's page was, after any redirect the server made (path and query). */
  served: string;
}

/** Loads `path` (its goto resolves once React has hydrated it, waitsForTheApp) and waits for its data. */
async function load(page: Page, path: string): Promise<Loaded> {
  // From a page without the app: the page before may still act after it settled (a screen that sends a role
  // home reads home's lists), and its reads would count as this page's (it once failed as "admin /question/1
  // read again"). A text file of our own origin, not about:blank: leaving the origin swaps the tab's renderer
  // process, which cost each load a second of CPU and half a second of waiting here (decision 162).
  await page.goto('/robots.txt');
  const problems: string[] = [];
  const reads: string[] = [];
  let served = '';
  let reading = true;
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium's own line for a document answered 404 (the status the not-found screens carry).
    if (/status of 404/.test(message.text()) && message.location().url.endsWith(path)) return;
    // The browser's line for an action's 4xx answer on a screen that acts on arrival.
    const acted = /status of 4\d\d/.test(message.text()) && ACTS_ON_ARRIVAL.has(new URL(page.url()).pathname);
    if (acted && new URL(message.location().url).pathname.startsWith('/api/')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onRequest = (request: Request) => {
    // The live stream is no read of what the page shows: it carries what changes after.
    if (!reading || isLiveStream(request.url())) return;
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(url.pathname + url.search);
  };
  const onResponse = (response: Response) => {
    const request = response.request();
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame() || response.status() >= 300)
      return;
    if (response.status() < 400 || response.status() === 404) {
      const url = new URL(response.url());
      served = url.pathname + url.search;
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await openSettled(page, path, 30_000, async () => {
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      reading = false;
    });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return { problems, reads, served };
}

describe.concurrent('every route, for every role: hydrated cleanly, and axe-core finds nothing', () => {
  beforeAll(async () => {
    // A list saved twice, newest of all: its "Edited · v2" button is on home's recent responses and on the
    // question's feed in every walk, whatever the files before this one left (it once failed target-size).
    const member = await createMember('edited');
    const picks = (edit: string) =>
      ['one', 'two', 'three', 'four', 'five'].map((n) => `Edited pick ${n}${edit}`);
    await answer(member, 1, picks(''));
    await answer(member, 1, picks(' again'));
  });

  for (const role of ROLES) {
    // Each role's walk takes 2-5 minutes on a quiet machine; the limit leaves room for a CI run's other suites.
    test(`every route, dialog and menu as a ${role}`, { timeout: 1_800_000 }, async ({
      browser,
      baseUrl,
    }) => {
      const page = await pageAs(browser, baseUrl, role);
      const looks = looksFor(role);
      const hydration: string[] = [];
      const found: string[] = [];
      const scanned = new Set<string>();
      let scans = 0;
      for (const [index, path] of routePaths(role).entries()) {
        // Loaded in a different look each time, so hydration is checked at both sizes and in both themes.
        const first = looks[index % looks.length];
        await setLook(page, first);
        const { problems, reads, served } = await load(page, path);
        const landed = new URL(page.url());
        const at = landed.pathname + landed.search;
        if (problems.length > 0) hydration.push(`${role} ${path} [${first.name}]: ${problems.join(' | ')}`);
        // Where the server answered is where the page stays: its first screen's data came with the HTML. A
        // screen that sends the role elsewhere in the browser (a sign-in wall) reads what the next one shows.
        const acts = ACTS_ON_ARRIVAL.has(landed.pathname);
        if (at === served && !acts && reads.length > 0)
          hydration.push(`${role} ${path} read again: ${reads.join(', ')}`);
        // A path that sends this role elsewhere is scanned where it lands, once; a page the same for every
        // role is scanned as the visitor.
        if (scanned.has(at) || (role !== 'visitor' && SAME_FOR_EVERY_ROLE.has(at))) continue;
        scanned.add(at);
        const where = at === path ? path : `${path} (landed on ${at})`;
        for (const look of [first, ...looks.filter((l) => l !== first)]) {
          await setLook(page, look);
          found.push(...(await scan(page, `${role} ${where} [${look.name}]`, look)));
          scans++;
        }
      }
      expect(scanned.size).toBeGreaterThan(10);

      for (const overlay of OVERLAYS[role]) {
        const overlayLooks = overlay.desktopOnly ? looks.filter((look) => look.viewport === DESKTOP) : looks;
        await setLook(page, overlayLooks[0]);
        await openSettled(page, overlay.path);
        await overlay.open(page);
        // Opened once, then scanned in each look as it stays open.
        for (const look of overlayLooks) {
          await setLook(page, look);
          found.push(
            ...(await scan(page, `${role} ${overlay.name} on ${overlay.path} [${look.name}]`, look)),
          );
          scans++;
        }
      }
      await page.context().close();
      console.log(
        `${role}: ${scanned.size} pages and ${OVERLAYS[role].length} dialogs and menus, ${scans} axe scans`,
      );
      expect(hydration.join('\n')).toBe('');
      expect(found.join('\n\n')).toBe('');
    });
  }
});
