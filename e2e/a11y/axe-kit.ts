/**
 * axe-core in the page, run the way the accessibility tests need it: the rules of WCAG 2.2 A and AA, in
 * every look of a page (two viewports, two colour themes) without reloading it, and its findings written so
 * a person can read and fix them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { nextFrame, openSettled } from '../fixtures/wait.js';

/**
 * The axe-core that @axe-core/playwright (the devDependency) brings. Its AxeBuilder injects this script into
 * the page on every analyze(), which costs seconds a scan here; injected once per page instead, hundreds of
 * scans fit in a few minutes.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', {
    paths: [path.dirname(require.resolve('@axe-core/playwright'))],
  }),
  'utf8',
);

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's page-structure rules, which WCAG's tags leave out, run with them on every scan (issue 20): headings
 * go down one level at a time, landmarks of one kind have names of their own, all content sits in a landmark.
 */
export const STRUCTURE_RULES = ['heading-order', 'landmark-unique', 'region'];

export interface Look {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
  /** Only the rules a colour decides (contrast, links told apart from text): the rest ran in another look. */
  colourOnly?: boolean;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The rules whose outcome a colour theme can change; every other rule is decided by the markup and the size. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The looks a page is scanned in (decision 119). Every role's pages get every rule at each size, once in each
 * theme: a wide screen light and a phone dark. The visitor's pages, whose parts every role shares (the bars,
 * cards, lists, results), are also scanned in the other two pairings for the colour rules, so each part is
 * checked for contrast in both themes at both sizes. The order keeps one change between neighbours.
 */
export function looksFor(role: 'visitor' | 'member' | 'admin'): Look[] {
  const everyRule: Look[] = [
    { name: 'desktop light', viewport: DESKTOP, colorScheme: 'light' },
    { name: 'phone dark', viewport: PHONE, colorScheme: 'dark' },
  ];
  if (role !== 'visitor') return everyRule;
  return [
    everyRule[0],
    { name: 'desktop dark, colour', viewport: DESKTOP, colorScheme: 'dark', colourOnly: true },
    everyRule[1],
    { name: 'phone light, colour', viewport: PHONE, colorScheme: 'light', colourOnly: true },
  ];
}

/** axe-core's script in every page of the context, once (injecting it per scan costs seconds). */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

export async function setLook(page: Page, look: Look): Promise<void> {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
  // One frame for the layout and colours to settle.
  await nextFrame(page);
}

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** The violations on the page as it is now, one readable block per rule; empty when there are none. */
export async function scan(page: Page, where: string, look?: Look): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ tags, rules, colourOnly }) => {
      const options: RunOptions = colourOnly
        ? { runOnly: { type: 'rule', values: colourOnly }, resultTypes: ['violations'] }
        : {
            runOnly: { type: 'tag', values: tags },
            // Rules named here run besides the tags' (axe-core's options.rules).
            rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])),
            resultTypes: ['violations'],
          };
      const result = await window.axe.run(document, options);
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { tags: WCAG_TAGS, rules: STRUCTURE_RULES, colourOnly: look?.colourOnly ? COLOUR_RULES : null },
  );
  // An open menu or popover is portalled to the end of <body> (Radix), outside the landmark of the control that
  // opened it, which axe's region rule cannot know: its content is the control's, not loose page content.
  const portalled = (target: unknown[]) => target.join(' ').includes('data-radix-popper-content-wrapper');
  const found = violations
    .map((v) => (v.id === 'region' ? { ...v, nodes: v.nodes.filter((n) => !portalled(n.target)) } : v))
    .filter((v) => v.nodes.length > 0);
  return found.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' ')}`)
      .join('\n');
    const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : '';
    return `${where}: ${v.id} (${v.impact}) ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
  });
}

/** Loads a path and waits until its data has arrived (see openSettled). */
export async function open(page: Page, path: string): Promise<void> {
  await openSettled(page, path);
}
