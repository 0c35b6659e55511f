/** GET /api/admin/responses?format=csv: the download, its quoting and formula guard. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSES_CSV_COLUMNS } from '../../../shared/api/admin-responses.js';
import { queryRows } from '../../db/client.js';
import { auditLog, responses } from '../../db/schema/index.js';
import { hideResponse } from '../../services/answers/hide-response.js';
import { adminCall } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser } from '../../test/factories.js';
import { createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

/** A strict RFC 4180 reader: records of cells, quoted cells unescaped; throws on malformed input. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted cell');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            i++;
            break;
          }
        } else cell += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') throw new Error(`bare quote at ${i}`);
        cell += text[i++];
      }
    }
    record.push(cell);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else if (i < text.length) throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  if (record.length > 0) records.push(record);
  return records;
}

const exportCsv = (query: string) =>
  adminCall(ctx, admin.cookie, 'GET', `/api/admin/responses?format=csv${query}`);

describe('GET /api/admin/responses?format=csv', () => {
  it('downloads one row per response, private and hidden included, with the columns named', async () => {
    const q = await createQuestion(ctx.db, { title: 'Top 5 rivers' });
    const [a, b, c] = await Promise.all([createUser(ctx.db), createUser(ctx.db), createUser(ctx.db)]);
    const first = await createResponse(ctx.db, a, q.id, {
      answers: ['Nile', 'Amazon', 'Yangtze', 'Danube', 'Volga'],
    });
    await createResponse(ctx.db, b, q.id, { isPublic: false });
    const hidden = await createResponse(ctx.db, c, q.id);
    await hideResponse(ctx.db, hidden);
    await createResponse(ctx.db, a, q.id, { answers: ['Nile', 'Amazon', 'Yangtze', 'Danube', 'Rhine'] });

    const res = await exportCsv(`&questionId=${q.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="top5-responses-question-${q.id}-${day}.csv"`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...RESPONSES_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const [stored] = await ctx.db.select().from(responses).where(eq(responses.id, first));
    expect(rows[0]).toEqual([
      'Top 5 rivers',
      a.username,
      'Nile',
      'Amazon',
      'Yangtze',
      'Danube',
      'Rhine',
      'true',
      '2',
      '0',
      '0',
      stored.createdAt.toISOString(),
    ]);
    expect(rows.map((r) => r[7])).toEqual(['true', 'false', 'true']);
    const [entry] = (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).slice(-1);
    expect(entry).toMatchObject({
      action: 'response.export',
      summary: 'Exported the responses to "Top 5 rivers" as CSV',
    });
  });

  it('quotes commas, quotes and line breaks and keeps formulas from running', async () => {
    const q = await createQuestion(ctx.db, { title: 'Top 5 "classics", old\r\nand new' });
    const tabby = await createUser(ctx.db, { username: '\t=tabby' });
    const plus = await createUser(ctx.db, { username: '+plus' });
    const nasty = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2', '@SUM(A1:A9)', 'Heat, "the" film'];
    await createResponse(ctx.db, tabby, q.id, { answers: nasty });
    const id = await createResponse(ctx.db, plus, q.id);
    // Stored answers never keep line breaks or a leading tab (answers are cleaned), but old rows might.
    await ctx.db
      .update(responses)
      .set({ answers: ['line one\nline two', '\rreturn', 'a,b', '"quoted"', 'plain'] })
      .where(eq(responses.id, id));

    const res = await exportCsv(`&questionId=${q.id}`);
    const body = res.body.slice(1);
    expect(body).toContain(`"Top 5 ""classics"", old\r\nand new"`);
    expect(body).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(body).toContain(`,'+1+1,'-2,'@SUM(A1:A9),"Heat, ""the"" film",`);
    expect(body).toContain(`"line one\nline two","'\rreturn","a,b","""quoted""",plain`);

    const [, ...rows] = parseCsv(body);
    expect(rows).toHaveLength(2);
    expect(rows[0].slice(0, 7)).toEqual([
      'Top 5 "classics", old\r\nand new',
      "'\t=tabby",
      `'=HYPERLINK("http://evil.test","x")`,
      "'+1+1",
      "'-2",
      "'@SUM(A1:A9)",
      'Heat, "the" film',
    ]);
    expect(rows[1].slice(1, 7)).toEqual([
      "'+plus",
      'line one\nline two',
      "'\rreturn",
      'a,b',
      '"quoted"',
      'plain',
    ]);
    for (const row of rows) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('exports every question’s responses without questionId, and only a header when there are none', async () => {
    const all = parseCsv((await exportCsv('')).body.slice(1));
    const [{ n }] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from responses`);
    expect(all).toHaveLength(n + 1);
    const empty = await createQuestion(ctx.db);
    expect(parseCsv((await exportCsv(`&questionId=${empty.id}`)).body.slice(1))).toEqual([
      [...RESPONSES_CSV_COLUMNS],
    ]);
  });

  it('is declared in the API reference as a text/csv answer beside the JSON page', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const content = doc.paths['/api/admin/responses'].get.responses['200'].content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'text/csv']);
    const ref: string = content['text/csv'].schema.$ref;
    expect(doc.components.schemas[ref.split('/').at(-1) as string]).toMatchObject({ type: 'string' });
  });

  it('is for admins only', async () => {
    const member = await createSignedInUser(ctx.db);
    const res = await adminCall(ctx, member.cookie, 'GET', '/api/admin/responses?format=csv');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
