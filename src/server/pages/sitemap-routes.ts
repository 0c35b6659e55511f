/**
 * GET /robots.txt, /sitemap.xml (the index), /sitemaps/pages.xml and /sitemaps/{questions,members}.xml?from=ID
 * (one keyset page each): what search engines may read and where the site's pages are.
 */
import type { FastifyInstance } from 'fastify';
import {
  SITEMAP_PAGE_SIZE,
  type SitemapKind,
  sitemapPage,
  sitemapPageStarts,
} from '../services/sitemap/sitemap.js';
import { escapeHtml } from './escape.js';

/** Pages of the site that are the same for everyone. */
const STATIC_PAGES = ['/', '/explore', '/trending', '/about', '/help', '/terms', '/privacy'];
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CACHE = 'public, max-age=3600';

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

function urlSet(publicUrl: string, entries: Array<{ path: string; lastModified?: Date }>): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeHtml(publicUrl + e.path)}</loc>${
        e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return xml(`<urlset xmlns="${XMLNS}">\n${urls.join('\n')}\n</urlset>`);
}

export function registerSitemapRoutes(app: FastifyInstance, pageSize = SITEMAP_PAGE_SIZE): void {
  const { publicUrl } = app.config;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE)
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /api/',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const locations = [`${publicUrl}/sitemaps/pages.xml`];
    for (const kind of ['questions', 'members'] as const) {
      for (const from of await sitemapPageStarts(app.db, kind, pageSize)) {
        locations.push(`${publicUrl}/sitemaps/${kind}.xml?from=${from}`);
      }
    }
    const body = locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE)
      .send(xml(`<sitemapindex xmlns="${XMLNS}">\n${body}\n</sitemapindex>`));
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE)
      .send(
        urlSet(
          publicUrl,
          STATIC_PAGES.map((path) => ({ path })),
        ),
      ),
  );

  for (const kind of ['questions', 'members'] as const satisfies SitemapKind[]) {
    app.get<{ Querystring: { from?: string } }>(`/sitemaps/${kind}.xml`, async (request, reply) => {
      const from = request.query.from ?? '1';
      if (!/^\d{1,10}$/.test(from) || Number(from) > 2_147_483_647) {
        return reply.code(404).send({ error: 'Not found' });
      }
      const entries = await sitemapPage(app.db, kind, Number(from), pageSize);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', CACHE)
        .send(urlSet(publicUrl, entries));
    });
  }
}
