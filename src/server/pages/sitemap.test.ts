/** robots.txt and the sitemaps: what search engines may read and where every page is. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapPage, sitemapPageStarts } from '../services/sitemap/sitemap.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createUser } from '../test/factories.js';
import { createResponse } from '../test/social-kit.js';

let ctx: TestContext;
const questionIds: number[] = [];
let answering: string;
let silent: string;

beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 3; i++) questionIds.push((await createQuestion(ctx.db)).id);
  const member = await createUser(ctx.db, { username: 'list.maker' });
  await createResponse(ctx.db, member, questionIds[0]);
  answering = member.username;
  silent = (await createUser(ctx.db, { username: 'quiet.one' })).username;
  const secretive = await createUser(ctx.db, { username: 'private.only' });
  await createResponse(ctx.db, secretive, questionIds[1], { isPublic: false });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));

describe('GET /robots.txt', () => {
  it('allows everything but the admin screens and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Sitemap: http://localhost:3000/sitemap.xml',
      '',
    ]);
  });
});

describe('GET /sitemap.xml', () => {
  it('is a sitemap index whose pages list every question and the members with public lists', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const pages = locations(res.body);
    expect(pages[0]).toBe('http://localhost:3000/sitemaps/pages.xml');
    const listed: string[] = [];
    for (const page of pages) {
      const body = (await get(page.replace('http://localhost:3000', ''))).body;
      expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      listed.push(...locations(body));
    }
    for (const id of questionIds) expect(listed).toContain(`http://localhost:3000/question/${id}`);
    expect(listed).toContain(`http://localhost:3000/users/${answering}`);
    expect(listed).not.toContain(`http://localhost:3000/users/${silent}`);
    expect(listed).not.toContain('http://localhost:3000/users/private.only');
    expect(listed).toContain('http://localhost:3000/explore');
  });

  it('answers 404 for a page start that is not an id', async () => {
    expect((await get('/sitemaps/questions.xml?from=abc')).statusCode).toBe(404);
    expect((await get('/sitemaps/members.xml?from=99999999999')).statusCode).toBe(404);
  });
});

describe('sitemap pages', () => {
  it('page by keyset: each page starts where the index says and none is left out or repeated', async () => {
    const starts = await sitemapPageStarts(ctx.db, 'questions', 2);
    expect(starts).toHaveLength(2);
    const pages = await Promise.all(starts.map((from) => sitemapPage(ctx.db, 'questions', from, 2)));
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat().map((e) => e.path)).toEqual(questionIds.map((id) => `/question/${id}`));
  });
});
