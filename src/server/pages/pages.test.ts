/** Pages from the server: status, head, React's render and its data (decisions 021, 054); share cards (022). */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionRow, UserRow } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createUser } from '../test/factories.js';
import { createResponse, markHidden } from '../test/social-kit.js';
import { renderPage } from './render-page.js';

let ctx: TestContext;
let question: QuestionRow;
let member: UserRow;
let publicResponse: number;
let privateResponse: number;
let hiddenResponse: number;

const HOSTILE_TITLE = 'Best <script>alert("x")</script> & "friends" of \'90s';

beforeAll(async () => {
  ctx = await createTestContext();
  question = await createQuestion(ctx.db, { title: HOSTILE_TITLE, description: 'Five <b>bold</b> picks.' });
  member = await createUser(ctx.db, { username: 'ada.lovelace', displayName: 'Ada <Lovelace>' });
  publicResponse = await createResponse(ctx.db, member, question.id, {
    answers: ['Friends', 'Seinfeld', 'Frasier', 'Cheers', 'Taxi'],
  });
  const other = await createQuestion(ctx.db);
  privateResponse = await createResponse(ctx.db, member, other.id, { isPublic: false });
  const third = await createQuestion(ctx.db);
  hiddenResponse = await createResponse(ctx.db, member, third.id);
  await markHidden(ctx.db, hiddenResponse);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The content of `<meta property|name="key">`, unescaped as a browser reads it. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? unescapeHtml(match[1]) : undefined;
}
const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const titleOf = (html: string) => unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const localPath = (url: string) => url.replace('http://localhost:3000', '');

describe('GET /question/:id', () => {
  it("carries the question's title in <title> and og:title, escaped", async () => {
    const res = await get(`/question/${question.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(titleOf(res.body)).toBe(`${HOSTILE_TITLE} · Top 5`);
    expect(metaContent(res.body, 'og:title')).toBe(`${HOSTILE_TITLE} · Top 5`);
    expect(metaContent(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(res.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/question/${question.id}" />`,
    );
    // Nothing of the title is markup: no script element but the JSON data one, no stray quote.
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('"friends"');
    expect(res.body).not.toContain('<b>bold');
  });

  it('names an og:image that answers a 1200x630 PNG, then answers it from disk with a 304 path', async () => {
    const html = (await get(`/question/${question.id}`)).body;
    const image = metaContent(html, 'og:image');
    expect(image).toMatch(new RegExp(`^http://localhost:3000/og/question/${question.id}\\.png\\?v=`));
    const first = await get(localPath(image ?? ''));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(first.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });

    const again = await get(`/og/question/${question.id}.png`);
    expect(again.headers['x-share-card']).toBe('stored');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(again.headers.etag);
    const version = etag.replaceAll('"', '');
    expect(
      fs.existsSync(
        path.join(ctx.dataDir, 'share-cards', 'question', String(question.id), 'question', `${version}.png`),
      ),
    ).toBe(true);
    const notModified = await get(`/og/question/${question.id}.png`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('draws the card again when what it shows changes', async () => {
    const before = (await get(`/og/question/${question.id}.png`)).headers.etag;
    const voter = await createUser(ctx.db);
    await createResponse(ctx.db, voter, question.id, {
      answers: ['Taxi', 'Cheers', 'Frasier', 'Seinfeld', 'Friends'],
    });
    const after = await get(`/og/question/${question.id}.png`);
    expect(after.headers.etag).not.toBe(before);
    expect(after.headers['x-share-card']).toBe('drawn');
  });

  it('carries the question and its results as the API answers them, for the browser to hydrate', async () => {
    const html = (await get(`/question/${question.id}`)).body;
    const script = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    const state = JSON.parse(script?.[1] ?? '{}') as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    const dataOf = (key: unknown[]) =>
      state.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
    const api = (await get(`/api/questions/${question.id}`)).json();
    const results = (await get(`/api/questions/${question.id}/results`)).json();
    expect(dataOf(['question', question.id, 'detail'])).toEqual(api);
    expect(dataOf(['question', question.id, 'results'])).toEqual(results);
  });

  it("renders the screen itself before any script runs: the title, the crowd's Top 5 and the lists", async () => {
    const html = (await get(`/question/${question.id}`)).body;
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root).toContain('aria-label="Top 5 home"');
    expect(root).toMatch(
      /<h1[^>]*>Best &lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &quot;friends&quot;/,
    );
    expect(root).not.toContain('<script>alert');
    const crowd = /<section aria-labelledby="current-results"[\s\S]*?<\/section>/.exec(root)?.[0] ?? '';
    for (const item of ['Friends', 'Seinfeld', 'Frasier', 'Cheers', 'Taxi'])
      expect(crowd).toContain(`>${item}<`);
    // The member's public list is in the question's feed, with the name escaped.
    expect(root).toContain('Ada &lt;Lovelace&gt;');
    // The phone bar ends with the app's Menu button.
    const bar = /<nav aria-label="Mobile"[\s\S]*?<\/nav>/.exec(root)?.[0] ?? '';
    expect(bar).toMatch(/<button[^>]*aria-label="Menu"[^>]*>[\s\S]*Menu<\/span><\/button><\/li><\/ul>/);
  });

  it('answers 404 for a question that does not exist, or an id that is not one', async () => {
    for (const url of ['/question/999999', '/question/abc', '/question/0', '/question/999999/results']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps a lone private list out of the description and the card, as the results do', async () => {
    const quiet = await createQuestion(ctx.db, { title: 'Quiet question' });
    await createResponse(ctx.db, await createUser(ctx.db), quiet.id, {
      answers: ['Secret A', 'Secret B', 'Secret C', 'Secret D', 'Secret E'],
      isPublic: false,
    });
    const res = await get(`/question/${quiet.id}`);
    expect(res.body).not.toContain('Secret');
    expect(metaContent(res.body, 'og:description')).toBe('Name your five favourites.');
    const card = await get(`/og/question/${quiet.id}.png`);
    expect(card.statusCode).toBe(200);
    // The card shows what a visitor's results show: nothing yet.
    const results = (await get(`/api/questions/${quiet.id}/results`)).json();
    expect(results.results).toEqual([]);
  });

  it("gives the results page its own title and the crowd's card", async () => {
    const res = await get(`/question/${question.id}/results`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`Results: ${HOSTILE_TITLE} · Top 5`);
    expect(metaContent(res.body, 'og:image')).toContain(`/og/question/${question.id}.png`);
  });
});

describe("a member's response, shared as /question/:id?response=:responseId", () => {
  it("shows the member's Top 5 and its own card", async () => {
    const res = await get(`/question/${question.id}?response=${publicResponse}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`Ada <Lovelace>'s Top 5: ${HOSTILE_TITLE} · Top 5`);
    expect(metaContent(res.body, 'og:description')).toBe(
      '1. Friends, 2. Seinfeld, 3. Frasier, 4. Cheers, 5. Taxi',
    );
    const image = metaContent(res.body, 'og:image') ?? '';
    expect(image).toContain(`/og/response/${publicResponse}.png`);
    const card = await get(localPath(image));
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    const story = await get(`/og/response/${publicResponse}/story.png`);
    expect(story.statusCode).toBe(200);
    expect(await sharp(story.rawPayload).metadata()).toMatchObject({ width: 1080, height: 1920 });
  });

  it('gives a private or hidden response no card and no meta of its own', async () => {
    for (const id of [privateResponse, hiddenResponse]) {
      const res = await get(`/question/${question.id}?response=${id}`);
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe(`${HOSTILE_TITLE} · Top 5`);
      expect(res.body).not.toContain(`/og/response/${id}`);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).not.toContain('Ada &lt;Lovelace&gt;');
      for (const url of [`/og/response/${id}.png`, `/og/response/${id}/story.png`]) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    }
  });
});

describe('GET /users/:username', () => {
  it("carries the member's name and a profile card", async () => {
    const res = await get('/users/ada.lovelace');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Ada <Lovelace> (@ada.lovelace) · Top 5');
    expect(metaContent(res.body, 'og:type')).toBe('profile');
    const card = await get(localPath(metaContent(res.body, 'og:image') ?? ''));
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('draws the picture from our own uploads, and never a file outside them', async () => {
    const folder = path.join(ctx.dataDir, 'uploads', 'users');
    fs.mkdirSync(folder, { recursive: true });
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toFile(path.join(folder, 'red.png'));
    const pictured = await createUser(ctx.db, { profilePicture: '/uploads/users/red.png' });
    const sneaky = await createUser(ctx.db, { profilePicture: '/uploads/../../../etc/passwd' });
    const red = await get(`/og/user/${pictured.username}.png`);
    expect(red.statusCode).toBe(200);
    // The avatar's middle (left of the name) is the red picture, not the initial's violet tile.
    const avatarMiddle = await sharp(red.rawPayload)
      .extract({ left: 200, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...avatarMiddle.subarray(0, 3)]).toEqual([255, 0, 0]);
    const fallback = await get(`/og/user/${sneaky.username}.png`);
    expect(fallback.statusCode).toBe(200);
    expect(await sharp(fallback.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('answers 404 for a member who does not exist', async () => {
    expect((await get('/users/nobody.here')).statusCode).toBe(404);
    expect((await get('/og/user/nobody.here.png')).statusCode).toBe(404);
  });
});

describe('other paths', () => {
  it("answers an unknown path 404 with the app's HTML", async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(titleOf(res.body)).toBe('Page Not Found · Top 5');
  });

  it('answers the pages of the route list 200 and sends /questions/:id on to /question/:id', async () => {
    for (const url of ['/', '/explore', '/about', '/auth'])
      expect((await get(url)).statusCode, url).toBe(200);
    const moved = await get(`/questions/${question.id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/question/${question.id}`);
  });

  it('names one canonical address for a screen however it is asked for', async () => {
    const res = await get('/explore/?tab=new');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/explore" />');
    expect(titleOf(res.body)).toBe('Explore · Top 5');
    const admin = await get('/admin');
    expect(admin.body).not.toContain('rel="canonical"');
    expect(admin.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps JSON 404s for the API and missing files', async () => {
    for (const url of ['/api/nope', '/assets/nope.js', '/favicon.nope', '/og/question/999999.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });
});

describe('a page whose render throws', () => {
  it("answers 500 with the app's error screen, logs the stack, and goes on serving", async () => {
    const lines: { msg?: string; err?: { stack?: string } }[] = [];
    let failNext = true;
    const faulty = await createTestContext(
      {},
      {
        logStream: { write: (line) => lines.push(JSON.parse(line)) },
        renderPage: (app, url, viewer) => {
          if (!failNext) return renderPage(app, url, viewer);
          failNext = false;
          return Promise.reject(new Error('a screen failed to render'));
        },
      },
    );
    try {
      const failed = await faulty.app.inject({ method: 'GET', url: '/about' });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).toContain('This page could not be shown');
      expect(failed.body).not.toContain('id="page-state"');
      const logged = lines.find((line) => line.msg === 'page render failed');
      expect(logged?.err?.stack).toContain('a screen failed to render');

      const next = await faulty.app.inject({ method: 'GET', url: '/about' });
      expect(next.statusCode).toBe(200);
      expect(next.body).toContain('id="page-state"');
    } finally {
      await faulty.close();
    }
  });
});

describe('pages asked for at once', () => {
  it('are rendered two at a time, each answered (decision 151)', async () => {
    let running = 0;
    let most = 0;
    const queued = await createTestContext(
      {},
      {
        renderPage: async (app, url, viewer) => {
          running++;
          most = Math.max(most, running);
          try {
            return await renderPage(app, url, viewer);
          } finally {
            running--;
          }
        },
      },
    );
    try {
      const pages = await Promise.all(
        ['/about', '/privacy', '/?a=1', '/?a=2', '/?a=3', '/?a=4'].map((url) =>
          queued.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }),
        ),
      );
      expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(most).toBe(2);
    } finally {
      await queued.close();
    }
  });
});
