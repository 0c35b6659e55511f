/**
 * The one path rule: every hook that decides by path (the origin check, the session, the not-found handler)
 * reads the path the router matched, so an encoded or oddly written URL (`/%61pi/auth/logout`) cannot reach
 * a route while a hook sees something else.
 */
import type { FastifyRequest } from 'fastify';

/**
 * The request's path as the router sees it: the matched route's pattern (`/api/users/:username`), or for a
 * request no route matched, the URL's path percent-decoded with empty and dot segments resolved.
 */
export function requestPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = request.url.split('?')[0];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: the raw path (the router could not match it either).
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${decoded.endsWith('/') && segments.length > 0 ? '/' : ''}`;
}

/** True for the API's paths (`/api` and below). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
