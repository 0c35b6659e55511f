/**
 * Everything the server answers outside /api and the files (decision 021): the app's pages, rendered by React
 * on the server with their own status, head and first screen's data (decision 054); robots.txt and the
 * sitemaps; and the share cards (decision 022). A visitor's page is kept in the page cache with the topics of
 * what it read, so a write that changes its data drops it as it drops the data (decision 054).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../cache/read-cache.js';
import { type CachedBody, etagOf, sendCached } from '../cache/serve-cached.js';
import { readSession } from '../cache/sessions.js';
import { isApiPath, requestPath } from '../plugins/request-path.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { ShareCards } from '../services/share/share-cards.js';
import { registerCardRoutes } from './card-routes.js';
import { type PageRenderer, renderErrorScreen, renderPage } from './render-page.js';
import { RenderQueue } from './render-queue.js';
import { type Page, plainPage, resolvePage } from './resolve-page.js';
import { registerSitemapRoutes } from './sitemap-routes.js';
import { loadTemplate, renderDocument } from './template.js';

declare module 'fastify' {
  interface FastifyInstance {
    shareCards: ShareCards;
  }
}

const HTML_TYPE = 'text/html; charset=utf-8';
/** Pages rendered at once per process: one renders while the other waits for its reads (decision 151). */
const RENDERS_AT_ONCE = 2;

/** A page's facts and, for a 200 that rendered, its document as kept and sent. */
interface KeptPage {
  page: Page;
  body: CachedBody<null> | null;
  /** Its render threw (logged): the error screen is sent, nothing rendered again. */
  failed?: boolean;
}

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
  const renders = new RenderQueue(RENDERS_AT_ONCE);

  async function renderFor(request: FastifyRequest, page: Page, signedIn: boolean) {
    const viewer = { cookie: request.headers.cookie, signedIn };
    try {
      const rendered = await renders.run(() => render(app, request.url, viewer));
      const html = renderDocument(template, page.head, rendered, publicUrl);
      return { html, topics: rendered.topics };
    } catch (error) {
      request.log.error({ err: error }, 'page render failed');
      return null;
    }
  }

  /** The page's facts (status, head, redirect); without the database, the site's own head. */
  async function pageOf(request: FastifyRequest): Promise<Page> {
    const [rawPath, rawQuery = ''] = request.url.split('?', 2);
    const context = { db: app.db, cards: app.shareCards, publicUrl };
    try {
      if (!app.dbMonitor.available) throw new Error('database unavailable');
      return await resolvePage(context, rawPath, new URLSearchParams(rawQuery));
    } catch (error) {
      // Without the database the app still renders and says what is wrong itself; the head stays generic.
      request.log.warn({ err: error }, 'page head without the database');
      return plainPage();
    }
  }

  /**
   * The page from `cache` under `key` when kept (nothing read, not even its head); otherwise its facts are
   * read and, for a 200, it is rendered and kept with the topics of everything it read (its head reads the
   * same question, results or member as its screen). A page with another status, or whose render failed,
   * is not kept: body null, and the caller answers it.
   */
  function keptPage(cache: ReadCache, key: string, request: FastifyRequest, signedIn: boolean) {
    return cache.readTagged<KeptPage>(key, async () => {
      const page = await pageOf(request);
      if (page.redirect || page.status !== 200)
        return { value: { page, body: null }, topics: [], keep: false };
      const rendered = await renderFor(request, page, signedIn);
      if (!rendered) return { value: { page, body: null, failed: true }, topics: [], keep: false };
      return {
        value: { page, body: asBody(rendered.html) },
        topics: rendered.topics ?? [],
        keep: rendered.topics !== null,
        bytes: rendered.html.length * 2,
      };
    });
  }

  /**
   * Who the page is for: a visitor (no cookie, or one whose session has ended), a member's live session
   * (checked on every request), or unknown while the database cannot say.
   */
  async function viewerOf(request: FastifyRequest): Promise<string | 'visitor' | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return 'visitor';
    if (!app.dbMonitor.available) return null;
    try {
      return (await readSession(app, token))?.tokenHash ?? 'visitor';
    } catch {
      return null;
    }
  }

  /**
   * A visitor's page is kept for every visitor; a member's for that member's session, whose topic drops it
   * when the session ends. Unknown viewers' pages are rendered afresh.
   */
  async function keptFor(request: FastifyRequest, viewer: string | null): Promise<KeptPage> {
    if (viewer === 'visitor') return keptPage(app.htmlCache, `page ${request.url}`, request, false);
    if (viewer) return keptPage(app.memberPageCache, `${viewer} ${request.url}`, request, true);
    return { page: await pageOf(request), body: null };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const viewer = await viewerOf(request);
    const { page, body, failed } = await keptFor(request, viewer);
    if (page.redirect) return reply.redirect(page.redirect, 301);
    reply.code(page.status);
    const visitor = viewer === 'visitor';
    if (body) return sendCached(request, reply, body, { privately: !visitor, type: HTML_TYPE });
    const rendered = failed ? null : await renderFor(request, page, !visitor);
    if (rendered)
      return sendCached(request, reply, asBody(rendered.html), { privately: !visitor, type: HTML_TYPE });
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
    return sendPage(request, reply);
  });
}
