/**
 * What the server answers for a page path (decision 021): its status (404 for a path no screen shows, and for
 * a question or member that does not exist) and its head. The body is React's render (render-page.tsx). A response named by `?response=` adds its card only when anyone may see it: a private
 * or hidden one leaves the question's own head, as if it were not named.
 */
import { matchClientRoute } from '../../shared/routes.js';
import type { Db } from '../db/client.js';
import {
  profileCardSpec,
  questionCardSpec,
  responseCardSpec,
  siteLabel,
} from '../services/share/card-specs.js';
import type { CardSpec, ShareCards } from '../services/share/share-cards.js';
import { sharedProfile, sharedQuestion, sharedResponse } from '../services/share/share-content.js';
import { type PageHead, SITE_DESCRIPTION } from './page-head.js';

export interface Page {
  status: 200 | 404;
  head: PageHead;
  /** A permanent redirect instead of a page. */
  redirect?: string;
}

export interface PageContext {
  db: Db;
  cards: ShareCards;
  publicUrl: string;
}

/** Screens of one member or a signed-in member only: no card, not indexed. */
const PRIVATE_SCREENS = new Set([
  '/create',
  '/delete-account',
  '/notifications',
  '/complete-profile',
  '/users/:username/compare',
]);
const TITLES: Record<string, string> = {
  '/explore': 'Explore',
  '/search': 'Search',
  '/trending': 'Trending',
  '/create': 'Create Question',
  '/notifications': 'Notifications',
  '/auth': 'Sign in',
  '/spotify': 'Artist Browser',
  '/privacy': 'Privacy Policy',
  '/data-deletion': 'Data Deletion',
  '/delete-account': 'Delete your account',
  '/about': 'About',
  '/terms': 'Terms',
  '/help': 'Help',
};

/** The API's id rule (1 to 2147483647), as the client's question routes read it. */
function idParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** The card as a page names it: its address carries the version, so a changed card is a new address. */
const imageOf = (cards: ShareCards, spec: CardSpec, alt: string) => ({
  path: `${spec.path}?v=${cards.locate(spec).version}`,
  alt,
  ...spec.size,
});

/** A page with the site's own head: what any page gets when its facts cannot be read. */
export function plainPage(): Page {
  return {
    status: 200,
    head: { title: null, description: SITE_DESCRIPTION, canonicalPath: null },
  };
}

function notFoundPage(title = 'Page Not Found'): Page {
  return {
    status: 404,
    head: { title, description: SITE_DESCRIPTION, canonicalPath: null, noindex: true },
  };
}

/** '1. A, 2. B, 3. C' */
const numbered = (labels: string[]) => labels.map((label, i) => `${i + 1}. ${label}`).join(', ');

export async function resolvePage(
  ctx: PageContext,
  pathname: string,
  search: URLSearchParams,
): Promise<Page> {
  const match = matchClientRoute(pathname);
  if (!match) return notFoundPage();
  const site = siteLabel(ctx.publicUrl);
  const hidden = PRIVATE_SCREENS.has(match.route) || match.route.startsWith('/admin');
  const page: Page = {
    status: 200,
    head: {
      title: TITLES[match.route] ?? null,
      description: SITE_DESCRIPTION,
      // A screen without parameters has one address: its pattern (whatever slashes or query it was asked with).
      canonicalPath: hidden || match.route.includes(':') ? null : match.route,
      noindex: hidden,
    },
  };

  switch (match.route) {
    case '/questions/:id': {
      const id = idParam(match.params.id);
      return id === null ? notFoundPage() : { ...page, redirect: `/question/${id}` };
    }
    case '/question/:id':
    case '/question/:id/results': {
      const id = idParam(match.params.id);
      const question = id === null ? null : await sharedQuestion(ctx.db, id);
      if (!question) return notFoundPage('Question not found');
      const results = match.route === '/question/:id/results';
      const card = questionCardSpec(question, site);
      const crowd =
        question.top.length > 0 ? `The crowd's Top 5: ${numbered(question.top.map((i) => i.label))}. ` : '';
      page.head = {
        title: results ? `Results: ${question.title}` : question.title,
        description: `${crowd}${question.description}`.trim() || SITE_DESCRIPTION,
        canonicalPath: results ? `/question/${id}/results` : `/question/${id}`,
        type: 'article',
        image: imageOf(ctx.cards, card, `The crowd's Top 5 for ${question.title}`),
      };
      const responseId = results ? null : idParam(search.get('response') ?? undefined);
      const response = responseId === null ? null : await sharedResponse(ctx.db, responseId);
      if (response && response.question.id === id) {
        const title = `${response.member.displayName}'s Top 5: ${question.title}`;
        page.head = {
          title,
          description: numbered(response.answers),
          canonicalPath: `/question/${id}?response=${response.id}`,
          type: 'article',
          image: imageOf(ctx.cards, responseCardSpec(response, site), title),
        };
      }
      return page;
    }
    case '/users/:username':
    case '/users/:username/compare': {
      const profile = await sharedProfile(ctx.db, match.params.username);
      if (!profile) return notFoundPage('User not found');
      if (match.route === '/users/:username/compare') return page;
      const title = `${profile.displayName} (@${profile.username})`;
      page.head = {
        title,
        description:
          profile.bio?.trim() ||
          `${profile.displayName}'s Top 5 lists on ${site}: ${profile.answersCount} so far.`,
        canonicalPath: `/users/${encodeURIComponent(profile.username)}`,
        type: 'profile',
        image: imageOf(ctx.cards, profileCardSpec(profile, site), title),
      };
      return page;
    }
    default:
      return page;
  }
}
