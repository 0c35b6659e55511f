/**
 * Everything the server answers outside /api and the files (decision 021): the app's pages with their own
 * status, head, first paint and data; robots.txt and the sitemaps; and the share cards (decision 022).
 */
import type { FastifyInstance } from 'fastify';
import { isApiPath, requestPath } from '../plugins/request-path.js';
import { ShareCards } from '../services/share/share-cards.js';
import { registerCardRoutes } from './card-routes.js';
import { type Page, plainPage, resolvePage } from './resolve-page.js';
import { registerSitemapRoutes } from './sitemap-routes.js';
import { loadTemplate, renderPage } from './template.js';

declare module 'fastify' {
  interface FastifyInstance {
    shareCards: ShareCards;
  }
}

export function registerPages(app: FastifyInstance, clientDir: string): void {
  const template = loadTemplate(clientDir);
  const { publicUrl } = app.config;
  app.decorate('shareCards', new ShareCards(app.config.dataDir, app.imageQueue));
  registerSitemapRoutes(app);
  registerCardRoutes(app);

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
      // Without the database the app still loads and says what is wrong itself; the head stays generic.
      request.log.warn({ err: error }, 'page head without the database');
      page = plainPage();
    }
    if (page.redirect) return reply.redirect(page.redirect, 301);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(renderPage(template, page, publicUrl));
  });
}
