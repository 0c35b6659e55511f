/**
 * GET /api/admin/responses?format=csv with 100,000 responses: the download streams (the first bytes arrive
 * long before the last) and the server's heap stays flat, because it never holds more than a batch.
 * 100,000 rows on PostgreSQL (TEST_DATABASE_URL); PGlite takes minutes just to insert that many (about 2 ms
 * a row with the search index and feed trigger), so there the same test runs on 20,000 fatter rows.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser } from '../../test/factories.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const QUESTIONS = 100;
const MEMBERS = onPostgres ? 1000 : 200;
const RESPONSES = MEMBERS * QUESTIONS;
/** Each answer this long: about 350 bytes a row, so holding the export (or its rows) would show in the heap. */
const PAD = 'x'.repeat(60);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await createSignedInUser(ctx.db, { isAdmin: true })).cookie;
  await ctx.db.execute(sql`
    insert into users (username, display_name, email, is_verified)
    select 'bulk_' || i, 'Bulk ' || i, 'bulk_' || i || '@example.test', true from generate_series(1, ${MEMBERS}) i`);
  await ctx.db.execute(sql`
    insert into questions (title, description)
    select 'Top 5 generated things, batch ' || i, 'Generated for the export test' from generate_series(1, ${QUESTIONS}) i`);
  // A third of them public, so the feed trigger runs as in life.
  await ctx.db.execute(sql`
    insert into responses (question_id, user_id, answers, is_public)
    select q.id, u.id,
      array['First, named by ' || u.username || ' for question ' || q.id || ' ' || ${PAD},
            'A second answer, with a comma ' || ${PAD}, 'A "third" answer in quotes ' || ${PAD},
            '=A fourth that looks like a formula ' || ${PAD}, 'A fifth answer to round it off ' || ${PAD}],
      u.id % 3 = 0
    from questions q cross join users u
    where q.title like 'Top 5 generated things%' and u.username like 'bulk\\_%'`);
}, 300_000);
afterAll(() => ctx.close());

describe(`GET /api/admin/responses?format=csv at ${RESPONSES.toLocaleString('en-US')} responses`, () => {
  it('streams every row with a flat heap', async () => {
    const [{ n }] = (await ctx.db.execute(sql`select count(*)::int as n from responses`)).rows as { n: number }[];
    expect(n).toBe(RESPONSES);

    for (const q of [sql`select count(*) from sessions`, sql`select 1 from audit_log limit 1`, sql`explain analyze select r.id from (select r.id, r.question_id, r.user_id from responses r where r.id > 0 and true order by r.id limit 1000) r join users u on u.id = r.user_id join questions q on q.id = r.question_id order by r.id`]) {
      const t0 = performance.now();
      const out = await ctx.db.execute(q);
      console.info('pre', (performance.now() - t0).toFixed(0), JSON.stringify((out as unknown as {rows: unknown[]}).rows).slice(0, 3000));
    }
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log', '/api/admin/responses?limit=25']) {
      const t0 = performance.now();
      const r = await fetch(`${address}${url}`, { headers: { cookie } });
      await r.text();
      console.info('fetch', url, r.status, (performance.now() - t0).toFixed(0));
    }
    const baseline = heapAfterGc();
    const started = performance.now();
    const res = await fetch(`${address}/api/admin/responses?format=csv`, { headers: { cookie } });
    expect(res.status).toBe(200);
    console.info('headers after', (performance.now() - started).toFixed(0));
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="top5-responses-.*\.csv"$/);

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let firstChunkAt = 0;
    let chunks = 0;
    let bytes = 0;
    let lineEnds = 0;
    let peak = 0;
    let tail = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (chunks === 0) firstChunkAt = performance.now() - started;
      if (chunks < 4) console.info('chunk', chunks, value.byteLength, (performance.now() - started).toFixed(0));
      chunks++;
      bytes += value.byteLength;
      // Count CRLFs outside quoted cells: the quoted cells here hold no line break, so every CRLF ends a row.
      const text = tail + decoder.decode(value, { stream: true });
      lineEnds += text.split('\r\n').length - 1;
      tail = text.endsWith('\r') ? '\r' : '';
      if (chunks % 25 === 0) peak = Math.max(peak, heapAfterGc() - baseline);
    }
    const total = performance.now() - started;

    expect(lineEnds).toBe(RESPONSES + 1);
    expect(bytes).toBeGreaterThan(RESPONSES * 300);
    // Streamed: the first bytes come after a batch or two, not after the whole export.
    expect(firstChunkAt).toBeLessThan(total / 4);
    expect(chunks).toBeGreaterThan(50);
    // Flat: mid-download the heap holds a batch or so, never the export (7 MB or more) nor its rows.
    expect(peak).toBeLessThan(6 * 1024 * 1024);
    console.info(
      `csv export: ${RESPONSES} rows, ${(bytes / 1e6).toFixed(1)} MB in ${chunks} chunks, ` +
        `first after ${firstChunkAt.toFixed(0)} ms of ${total.toFixed(0)} ms, heap peak +${(peak / 1e6).toFixed(1)} MB`,
    );
  }, 180_000);
});
