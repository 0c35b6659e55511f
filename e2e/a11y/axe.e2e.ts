/**
 * axe-core with the rules of WCAG 2.2 A and AA (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on every route
 * of the route table, as a visitor, as a member and as an admin, each page at 1280x800 and 390x844 in the
 * light and the dark theme; then on every dialog and menu open. Any violation fails, and the failure lists
 * them all: where, which rule, which elements and why.
 *
 * One browser; one context per role, signed in once; each page is loaded once and scanned in its four looks
 * without reloading (the viewport and the colour scheme change in place), so the whole run takes minutes.
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, demoMember } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { DESKTOP, LOOKS, open, scan, setLook, withAxe } from './axe-kit.js';
import { OVERLAYS, type Role, routePaths } from './screens.js';

const ROLES: Role[] = ['visitor', 'member', 'admin'];

async function pageAs(browser: Browser, baseUrl: string, role: Role): Promise<Page> {
  // Reduced motion: dialogs and menus are scanned at rest, not halfway through their entrance.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, reducedMotion: 'reduce' });
  context.setDefaultTimeout(20_000);
  await withAxe(context);
  const page = waitsForTheApp(await context.newPage());
  if (role === 'member') await signIn(page, demoMember.email, demoMember.password);
  if (role === 'admin') await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  return page;
}

// The three roles run side by side, each in its own context: on a machine with cores to spare, the run is shorter.
describe.concurrent('accessibility: axe-core, WCAG 2.2 A and AA, in both viewports and both themes', () => {
  for (const role of ROLES) {
    test(`every route, dialog and menu as a ${role}`, { timeout: 900_000 }, async ({ browser, baseUrl }) => {
      const page = await pageAs(browser, baseUrl, role);
      const found: string[] = [];
      const scanned = new Set<string>();
      let scans = 0;
      for (const path of routePaths(role)) {
        await open(page, path);
        // A path that sends this role elsewhere (a sign-in wall, a redirect) is scanned where it lands, once.
        const landed = new URL(page.url());
        const at = landed.pathname + landed.search;
        if (scanned.has(at)) continue;
        scanned.add(at);
        const where = at === path ? path : `${path} (landed on ${at})`;
        for (const look of LOOKS) {
          await setLook(page, look);
          found.push(...(await scan(page, `${role} ${where} [${look.name}]`)));
          scans++;
        }
      }
      expect(scanned.size).toBeGreaterThan(10);

      for (const overlay of OVERLAYS[role]) {
        const looks = overlay.desktopOnly ? LOOKS.filter((look) => look.viewport === DESKTOP) : LOOKS;
        await setLook(page, looks[0]);
        await open(page, overlay.path);
        await overlay.open(page);
        // Opened once, then scanned in each look as it stays open.
        for (const look of looks) {
          await setLook(page, look);
          found.push(...(await scan(page, `${role} ${overlay.name} on ${overlay.path} [${look.name}]`)));
          scans++;
        }
      }
      await page.context().close();
      console.log(
        `axe, ${role}: ${scanned.size} pages and ${OVERLAYS[role].length} dialogs and menus, ${scans} scans`,
      );
      expect(found.join('\n\n')).toBe('');
    });
  }
});
