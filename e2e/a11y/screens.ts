/**
 * What the accessibility tests look at: every route of the route table with a real path from the demo
 * content, the extra states a screen has (tabs), and every dialog and menu, each with the way to open it.
 */
import type { Page } from 'playwright-core';
import { FEATURED_MEMBER } from '../../src/server/db/seed/content/members.js';
import { CLIENT_ROUTES, type ClientRoute } from '../../src/shared/routes.js';
import { visible } from '../fixtures/wait.js';

export type Role = 'visitor' | 'member' | 'admin';

/** A demo question with responses from several members, and a second demo member to compare with. */
const QUESTION = '1';
const OTHER_MEMBER = 'zoe.k';

/** A real path for every route; a route missing here fails the test, so a new screen is scanned too. */
export const EXAMPLE_PATHS: Record<ClientRoute, string> = {
  '/': '/',
  '/explore': '/explore',
  '/search': '/search?q=star',
  '/trending': '/trending',
  '/create': '/create',
  '/notifications': '/notifications',
  '/auth': '/auth',
  '/verify-email': '/verify-email?token=not-a-real-token',
  '/reset-password': '/reset-password?token=not-a-real-token',
  '/complete-profile': '/complete-profile',
  '/question/:id': `/question/${QUESTION}`,
  '/question/:id/results': `/question/${QUESTION}/results`,
  '/questions/:id': `/questions/${QUESTION}`,
  '/users/:username': `/users/${FEATURED_MEMBER}`,
  '/users/:username/compare': `/users/${OTHER_MEMBER}/compare`,
  '/spotify': '/spotify',
  '/privacy': '/privacy',
  '/data-deletion': '/data-deletion',
  '/delete-account': '/delete-account?token=not-a-real-token',
  '/admin': '/admin',
  '/admin/reports': '/admin/reports',
  '/admin/privacy-policy': '/admin/privacy-policy',
  '/about': '/about',
  '/terms': '/terms',
  '/help': '/help',
};

/** Paths beyond the route table: the admin dashboard's tabs, and the 404 screen. */
export const EXTRA_PATHS: Record<Role, string[]> = {
  visitor: ['/no-such-page'],
  member: [],
  admin: ['goals', 'responses', 'users', 'deletion-requests', 'audit-log'].map((tab) => `/admin?tab=${tab}`),
};

/**
 * Pages whose content is the same for every role: only the bars around it change, and a member's and an
 * admin's bars are scanned on their other pages. Every role loads them (hydration is checked per role); axe
 * scans them as the visitor only (decision 162).
 */
export const SAME_FOR_EVERY_ROLE = new Set([
  '/about',
  '/terms',
  '/help',
  '/privacy',
  '/spotify',
  '/data-deletion',
]);

export function routePaths(role: Role): string[] {
  return [...CLIENT_ROUTES.map((route) => EXAMPLE_PATHS[route]), ...EXTRA_PATHS[role]];
}

export interface Overlay {
  name: string;
  path: string;
  /** Only on a desktop (its trigger is in the top bar, which a phone does not show). */
  desktopOnly?: boolean;
  /** Opens it and resolves when it shows. */
  open(page: Page): Promise<void>;
}

const dialog = (page: Page) => visible(page.getByRole('dialog'));
const menu = (page: Page) => visible(page.getByRole('menu'));

/** Every dialog and menu a role can open, with where. */
export const OVERLAYS: Record<Role, Overlay[]> = {
  visitor: [
    {
      name: 'share menu of a question card',
      path: '/',
      async open(page) {
        await page.getByRole('button', { name: 'Share this question' }).first().click();
        await menu(page);
      },
    },
    {
      name: 'comments of a response, signed out',
      path: `/question/${QUESTION}`,
      async open(page) {
        await page
          .getByRole('button', { name: /^\d[\d.KM]* comments?$/ })
          .first()
          .click();
        await visible(page.getByRole('region', { name: 'Comments' }));
      },
    },
  ],
  member: [
    {
      name: 'account menu',
      path: '/',
      desktopOnly: true,
      async open(page) {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await menu(page);
      },
    },
    {
      name: 'likers list',
      path: `/question/${QUESTION}`,
      async open(page) {
        await page.getByRole('button', { name: 'Show who liked this' }).first().click();
        await visible(page.getByRole('dialog', { name: /^Liked by \d+ (person|people)$/ }));
        await visible(page.getByRole('dialog').getByRole('link').first());
      },
    },
    {
      name: 'report dialog',
      path: `/question/${QUESTION}`,
      async open(page) {
        await page.getByRole('button', { name: 'Report' }).first().click();
        await dialog(page);
      },
    },
    {
      name: 'comments of a response, with the comment form',
      path: `/question/${QUESTION}`,
      async open(page) {
        await page
          .getByRole('button', { name: /^\d[\d.KM]* comments?$/ })
          .first()
          .click();
        await visible(page.getByLabel('Write a comment'));
      },
    },
    {
      name: 'share menu of the question',
      path: `/question/${QUESTION}`,
      async open(page) {
        await page
          .getByRole('main')
          .getByRole('button', { name: /^Share/ })
          .first()
          .click();
        await menu(page);
      },
    },
    {
      name: 'followers dialog',
      path: `/users/${FEATURED_MEMBER}`,
      async open(page) {
        await page.getByRole('button', { name: /Followers?$/ }).click();
        await dialog(page);
      },
    },
    {
      name: 'following dialog',
      path: `/users/${FEATURED_MEMBER}`,
      async open(page) {
        await page.getByRole('button', { name: /Following$/ }).click();
        await dialog(page);
      },
    },
    {
      name: "member menu on another member's profile",
      path: `/users/${OTHER_MEMBER}`,
      async open(page) {
        await page.getByRole('button', { name: `More actions for @${OTHER_MEMBER}` }).click();
        await menu(page);
      },
    },
    {
      name: 'block confirm dialog',
      path: `/users/${OTHER_MEMBER}`,
      async open(page) {
        await page.getByRole('button', { name: `More actions for @${OTHER_MEMBER}` }).click();
        await page.getByRole('menuitem', { name: `Block @${OTHER_MEMBER}` }).click();
        await dialog(page);
      },
    },
    {
      name: 'picture dialog',
      path: `/users/${FEATURED_MEMBER}`,
      async open(page) {
        await page.getByRole('button', { name: 'Change profile picture' }).click();
        await dialog(page);
      },
    },
  ],
  admin: [
    {
      name: 'question form dialog',
      path: '/admin',
      async open(page) {
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await dialog(page);
      },
    },
    {
      name: 'confirm dialog (delete a question)',
      path: '/admin',
      async open(page) {
        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await visible(page.getByRole('alertdialog').or(page.getByRole('dialog')));
      },
    },
    {
      name: 'goal form dialog',
      path: '/admin?tab=goals',
      async open(page) {
        // An achieved goal cannot be edited: its button is disabled.
        await page
          .getByRole('button', { name: /^Edit goal/ })
          .and(page.locator(':enabled'))
          .first()
          .click();
        await dialog(page);
      },
    },
  ],
};
