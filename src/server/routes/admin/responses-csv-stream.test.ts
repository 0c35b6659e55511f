/**
 * GET /api/admin/responses?format=csv with 100,000 responses: the download streams and the server's heap
 * stays flat (measured after a forced GC every 25 chunks), because it never holds more than a batch.
 * 100,000 rows on PostgreSQL (TEST_DATABASE_URL); PGlite takes minutes just to insert that many (about 2 ms
 * a row with the search index and feed trigger), so there the same test runs on 20,000 fatter rows.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser, seedInBulk } from '../../test/factories.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const QUESTIONS = 100;
const MEMBERS = onPostgres ? 1000 : 200;
const RESPONSES = MEMBERS * QUESTIONS;
const QUESTIONS_A_STATEMENT = 2;
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
  // A third of them public, so the feed trigger runs as in life; two questions a statement, so that each
  // transaction stays short.
  for (let first = 1; first <= QUESTIONS; first += QUESTIONS_A_STATEMENT) {
    await seedInBulk(
      ctx.db,
      sql`
      insert into responses (question_id, user_id, answers, is_public)
      select q.id, u.id,
        array['First, named by ' || u.username || ' for question ' || q.id || ' ' || ${PAD},
              'A second answer, with a comma ' || ${PAD}, 'A "third" answer in quotes ' || ${PAD},
              '=A fourth that looks like a formula ' || ${PAD}, 'A fifth answer to round it off ' || ${PAD}],
        u.id % 3 = 0
      from (select id from questions where title like 'Top 5 generated things%' order by id
            offset ${first - 1} limit ${QUESTIONS_A_STATEMENT}) q
      cross join users u
      where u.username like 'bulk\\_%'`,
    );
  }
}, 300_000);
afterAll(() => ctx.close());

describe(`GET /api/admin/responses?format=csv at ${RESPONSES.toLocaleString('en-US')} responses`, () => {
  it('streams every row with a flat heap', async () => {
    const [{ n }] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from responses`);
    expect(n).toBe(RESPONSES);

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const baseline = heapAfterGc();
    const started = performance.now();
    const res = await fetch(`${address}/api/admin/responses?format=csv`, { headers: { cookie } });
    expect(res.status).toBe(200);
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
    expect(chunks).toBeGreaterThan(50);
    // Streamed: the first bytes come long before the last. (Not timed on PGlite: its queries run on this
    // process's event loop and keep the client from reading until the socket's buffers, megabytes, are full.)
    if (onPostgres) expect(firstChunkAt).toBeLessThan(total / 4);
    // Flat: mid-download the heap holds a batch or so, never the export (7 MB or more) nor its rows.
    expect(peak).toBeLessThan(6 * 1024 * 1024);
    console.info(
      `csv export: ${RESPONSES} rows, ${(bytes / 1e6).toFixed(1)} MB in ${chunks} chunks, ` +
        `first after ${firstChunkAt.toFixed(0)} ms of ${total.toFixed(0)} ms, heap peak +${(peak / 1e6).toFixed(1)} MB`,
    );
  }, 180_000);
});
