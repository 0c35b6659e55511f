/**
 * axe-core's page-structure rules, which WCAG's tags leave out (issue 20): headings go down one level at a
 * time (heading-order), landmarks of one kind have names of their own (landmark-unique), and all content sits
 * in a landmark (region). The main screens, as a visitor and as a member, on a desktop and on a phone.
 */
import type { Page } from 'playwright-core';
import { demoMember } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { DESKTOP, open, PHONE, withAxe } from './axe-kit.js';

const RULES = ['heading-order', 'landmark-unique', 'region'];

async function structureProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(async (rules) => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  }, RULES);
  return found.map((line) => `${where} ${line}`);
}

const VISITOR_PATHS = [
  '/',
  '/explore',
  '/question/1',
  '/question/1/results',
  '/search?q=star',
  '/privacy',
  '/auth',
];
const MEMBER_PATHS = [
  '/',
  '/question/1',
  '/notifications',
  '/create',
  `/users/${demoMember.email.split('@')[0]}`,
];

describe('axe page-structure rules: heading-order, landmark-unique, region', () => {
  for (const [role, paths] of [
    ['visitor', VISITOR_PATHS],
    ['member', MEMBER_PATHS],
  ] as const) {
    test(`main screens as a ${role}`, async ({ browser, baseUrl }) => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: DESKTOP,
        reducedMotion: 'reduce',
      });
      await withAxe(context);
      const page = waitsForTheApp(await context.newPage());
      const problems: string[] = [];
      try {
        if (role === 'member') await signIn(page, demoMember.email, demoMember.password);
        for (const path of paths) {
          await open(page, path);
          for (const viewport of [DESKTOP, PHONE]) {
            await page.setViewportSize(viewport);
            problems.push(...(await structureProblems(page, `${role} ${path} ${viewport.width}px`)));
          }
          await page.setViewportSize(DESKTOP);
        }
      } finally {
        await context.close();
      }
      expect(problems.join('\n')).toBe('');
    });
  }
});
