/**
 * What a deleted account leaves behind (issue 22): after an admin deletes a member, no row of any table holds
 * their email or a spelling only their lists used (the answers search keeps its spellings in
 * answer_spellings), mail to them in the outbox included. The data deletion requests table is the one
 * exception by design: a request is the record that the deletion was asked for.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { adminCall } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Table by table, the rows whose text holds `needle` (any column, case-insensitive). */
async function rowsHolding(needle: string): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    ctx.db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('data_deletion_requests', '__drizzle_migrations')`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike ${`%${needle}%`}`,
    );
    if (row.n > 0) found[name] = row.n;
  }
  return found;
}

const answer = (cookie: string, questionId: number, answers: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/questions/${questionId}/answer`,
    payload: { answers, isPublic: true },
    headers: { cookie },
  });

describe('DELETE /api/admin/users/:id leaves nothing of the member', () => {
  it('removes their email from every table, the mail outbox included, and their own spellings', async () => {
    const admin = await createSignedInUser(ctx.db, { isAdmin: true });
    const member = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    const question = await createQuestion(ctx.db);
    // A spelling only they used, in a version they later replaced, and one another member shares.
    expect(
      (await answer(member.cookie, question.id, ['Zyxwqvut Earlier', 'B', 'C', 'D', 'E'])).statusCode,
    ).toBe(200);
    expect(
      (await answer(member.cookie, question.id, ['Qwrtplkj Only', 'Shared Film', 'C', 'D', 'E'])).statusCode,
    ).toBe(200);
    expect((await answer(other.cookie, question.id, ['Shared Film', 'B', 'C', 'D', 'E'])).statusCode).toBe(
      200,
    );
    // Mail to them waiting in the outbox (a password reset they asked for).
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: member.user.email },
    });
    expect(reset.statusCode).toBe(200);
    expect(await rowsHolding(member.user.email)).toMatchObject({ users: 1, mail_outbox: 1 });
    expect(await rowsHolding('Zyxwqvut Earlier')).toHaveProperty('answer_spellings', 1);

    const res = await adminCall(ctx, admin.cookie, 'DELETE', `/api/admin/users/${member.user.id}`);
    expect(res.statusCode).toBe(200);

    expect(await rowsHolding(member.user.email)).toEqual({});
    expect(await rowsHolding('Zyxwqvut Earlier')).toEqual({});
    expect(await rowsHolding('Qwrtplkj Only')).toEqual({});
    // Another member's list still names this one: search keeps finding it.
    expect(await rowsHolding('Shared Film')).toHaveProperty('answer_spellings', 1);
  });
});
