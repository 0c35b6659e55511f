/**
 * A signed-in member's page is kept for their session and dropped by the topics of what it read (decision
 * 077): served again without a render, changed by their own writes, never shown to another member, and
 * gone with the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionRow, UserRow } from '../db/schema/index.js';
import { post } from '../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createSignedInUser } from '../test/factories.js';
import { renderPage } from './render-page.js';

let ctx: TestContext;
let question: QuestionRow;
let ada: { user: UserRow; cookie: string };
let grace: { user: UserRow; cookie: string };
/** Every render the app asked for, by address and whether the viewer was signed in. */
const renders: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      renderPage: (app, url, viewer) => {
        renders.push(`${viewer.signedIn ? 'member' : 'visitor'} ${url}`);
        return renderPage(app, url, viewer);
      },
    },
  );
  question = await createQuestion(ctx.db, { title: 'Top 5 sitcoms' });
  ada = await createSignedInUser(ctx.db, { username: 'ada', displayName: 'Ada Lovelace' });
  grace = await createSignedInUser(ctx.db, { username: 'grace', displayName: 'Grace Hopper' });
});
afterAll(() => ctx.close());

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const rendersOf = (what: string) => renders.filter((r) => r === what).length;

/** Who the page says is signed in: the username in its page state's answer to "who am I", or null. */
function signedInAs(html: string): string | null {
  const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!state) throw new Error('no page state');
  const { queries } = JSON.parse(state) as {
    queries: { queries: { queryKey: unknown[]; state: { data?: { username?: string } | null } }[] };
  };
  const me = queries.queries.find((q) => JSON.stringify(q.queryKey) === '["auth","me"]');
  return me?.state.data?.username ?? null;
}

describe("a signed-in member's page", () => {
  it('is rendered once for their session, then sent as kept, privately', async () => {
    const first = await page('/', ada.cookie);
    const second = await page('/', ada.cookie);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(signedInAs(second.body)).toBe('ada');
    expect(second.headers['cache-control']).toContain('private');
    expect(rendersOf('member /')).toBe(1);
  });

  it("is never another member's", async () => {
    const home = await page('/', grace.cookie);
    expect(signedInAs(home.body)).toBe('grace');
    expect(rendersOf('member /')).toBe(2);
  });

  it('follows their own answer at once', async () => {
    const before = await page(`/question/${question.id}`, ada.cookie);
    expect(before.body).not.toContain('Frasier');
    const answered = await post(
      ctx,
      `/api/questions/${question.id}/answer`,
      { answers: ['Frasier', 'Cheers', 'Seinfeld', 'Friends', 'Taxi'], isPublic: true },
      ada.cookie,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const after = await page(`/question/${question.id}`, ada.cookie);
    expect(after.body).toContain('Frasier');
  });

  it('goes with the session: after signing out the same cookie gets a page rendered for a visitor', async () => {
    expect(signedInAs((await page('/', ada.cookie)).body)).toBe('ada');
    const out = await post(ctx, '/api/auth/logout', undefined, ada.cookie);
    expect(out.statusCode).toBeLessThan(300);
    const visitorRenders = rendersOf('visitor /');
    const after = await page('/', ada.cookie);
    expect(after.statusCode).toBe(200);
    expect(signedInAs(after.body)).toBeNull();
    expect(rendersOf('visitor /')).toBe(visitorRenders + 1);
  });
});

describe("a visitor's page", () => {
  it('is sent as kept without reading its head again', async () => {
    const first = await page(`/question/${question.id}/results`);
    const renderedBefore = renders.length;
    const again = await page(`/question/${question.id}/results`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(renders.length).toBe(renderedBefore);
  });
});
