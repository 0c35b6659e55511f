/**
 * Everything the server answers outside /api and the files (decision 021): the app's pages, rendered by React
 * on the server with their own status, head and first screen's data (decision 054); robots.txt and the
 * sitemaps; and the share cards (decision 022). A visitor's page is kept in the page cache with the topics of
 * what it read, so a write that changes its data drops it as it drops the data (decision 054).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CachedBody, etagOf, sendCached } from '../cache/serve-cached.js';
import { isApiPath, requestPath } from '../plugins/request-path.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { ShareCards } from '../services/share/share-cards.js';
import { registerCardRoutes } from './card-routes.js';
import { type PageRenderer, renderErrorScreen, renderPage } from './render-page.js';
import { type Page, plainPage, resolvePage } from './resolve-page.js';
import { registerSitemapRoutes } from './sitemap-routes.js';
import { loadTemplate, renderDocument } from './template.js';

declare module 'fastify' {
  interface FastifyInstance {
    shareCards: ShareCards;
  }
}

const HTML_TYPE = 'text/html; charset=utf-8';

/** A rendered page as kept and sent: its HTML, its validator and its compressed forms. */
function asBody(html: string): CachedBody<null> {
  return { value: null, body: html, etag: etagOf(html), encoded: {} };
}

export function registerPages(
  app: FastifyInstance,
  clientDir: string,
  render: PageRenderer = renderPage,
): void {
  const template = loadTemplate(clientDir);
  const { publicUrl } = app.config;
  app.decorate('shareCards', new ShareCards(app.files, app.imageQueue));
  registerSitemapRoutes(app);
  registerCardRoutes(app);

  /** The page's document, rendered for the viewer; null when the render failed (logged). */
  /**
   * A request with a session cookie is rendered for that member (the API's handlers read the session), and
   * never kept or sent as public; only a request with none is a visitor's.
   */
  const isVisitor = (request: FastifyRequest) => !request.cookies[SESSION_COOKIE];

  async function renderFor(request: FastifyRequest, page: Page) {
    const viewer = { cookie: request.headers.cookie, signedIn: !isVisitor(request) };
    try {
      const rendered = await render(app, request.url, viewer);
      const html = renderDocument(template, page.head, rendered, publicUrl);
      return { html, topics: rendered.topics };
    } catch (error) {
      request.log.error({ err: error }, 'page render failed');
      return null;
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
    reply.code(page.status);
    const visitor = isVisitor(request);
    if (visitor && page.status === 200) {
      // Kept for every visitor, with the topics of the reads it showed (not kept when one was not).
      const kept = await app.htmlCache.readTagged(`page ${request.url}`, async () => {
        const rendered = await renderFor(request, page);
        if (!rendered) return { value: null, topics: [], keep: false };
        return {
          value: asBody(rendered.html),
          topics: rendered.topics ?? [],
          keep: rendered.topics !== null,
          bytes: rendered.html.length * 2,
        };
      });
      if (kept) return sendCached(request, reply, kept, { type: HTML_TYPE });
    } else {
      const rendered = await renderFor(request, page);
      if (rendered)
        return sendCached(request, reply, asBody(rendered.html), { privately: !visitor, type: HTML_TYPE });
    }
    // The render failed: the app's error screen, and the browser renders the page afresh.
    const html = renderDocument(template, page.head, { html: await renderErrorScreen() }, publicUrl);
    return reply.code(500).type(HTML_TYPE).header('cache-control', 'no-store').send(html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = requestPath(request);
    // A file is under /assets/ or /uploads/, or at the root (/favicon.ico); deeper dots are app paths
    // such as /users/maya.rivera (usernames may contain dots).
    const isFile =
      pathname.startsWith('/assets/') ||
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/og/') ||
      /^\/[^/]+\.[a-z0-9]+$/i.test(pathname);
    // HEAD answers like GET (the same headers, no body).
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD') || isFile) {
      return reply.code(404).send({ error: 'Not found' });
    }
    const [rawPath, rawQuery = ''] = request.url.split('?', 2);
    const context = { db: app.db, cards: app.shareCards, publicUrl };
    let page: Page;
    try {
      if (!app.dbMonitor.available) throw new Error('database unavailable');
      page = await resolvePage(context, rawPath, new URLSearchParams(rawQuery));
    } catch (error) {
      // Without the database the app still renders and says what is wrong itself; the head stays generic.
      request.log.warn({ err: error }, 'page head without the database');
      page = plainPage();
    }
    if (page.redirect) return reply.redirect(page.redirect, 301);
    return sendPage(request, reply, page);
  });
}
