/**
 * The site's pages (docs/product.md section 2), one list for both sides: the client's router declares exactly
 * these paths (src/client/app/router.test.ts checks), and the server answers them with the app's HTML and a
 * 200, every other path with the app's HTML and a 404 (decision 021). Patterns use `:name` segments, as
 * react-router and Fastify both read them.
 */
import { isStorableText } from './storable-text.js';

export const CLIENT_ROUTES = [
  '/',
  '/explore',
  '/search',
  '/trending',
  '/create',
  '/notifications',
  '/auth',
  '/verify-email',
  '/reset-password',
  '/complete-profile',
  '/question/:id',
  '/question/:id/results',
  '/questions/:id',
  '/users/:username',
  '/users/:username/compare',
  '/spotify',
  '/privacy',
  '/data-deletion',
  '/delete-account',
  '/admin',
  '/admin/reports',
  '/admin/privacy-policy',
  '/about',
  '/terms',
  '/help',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

export interface RouteMatch {
  route: ClientRoute;
  params: Record<string, string>;
}

/**
 * The route a path belongs to, with its parameters percent-decoded, or null for a path no screen shows
 * (the 404 screen). A trailing slash is ignored, as the client's router ignores it. A parameter that is not
 * UTF-8 or decodes to text PostgreSQL cannot store (NUL, half a surrogate pair) names nothing: the path is a
 * 404 before any query runs.
 */
export function matchClientRoute(pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  for (const route of CLIENT_ROUTES) {
    const parts = route.split('/').filter((s) => s !== '');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (let i = 0; i < parts.length && matches; i++) {
      if (parts[i].startsWith(':')) {
        try {
          const value = decodeURIComponent(segments[i]);
          if (isStorableText(value)) params[parts[i].slice(1)] = value;
          else matches = false;
        } catch {
          matches = false;
        }
      } else if (parts[i] !== segments[i]) matches = false;
    }
    if (matches) return { route, params };
  }
  return null;
}

/** The id of the script element that carries a server-rendered page's data to the browser (decision 054). */
export const PAGE_STATE_ID = 'page-state';
