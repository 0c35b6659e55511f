import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { queryRows } from '../client.js';
import { bootstrapData } from './bootstrap.js';
import { IS_DATABASE_EMPTY, seedDemo } from './demo.js';

// The seeded start-up itself is covered by demo.test.ts (one demo seed per run is enough).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('bootstrapData with SEED_DEMO=false', () => {
  it('creates the admin but loads no demo content', async () => {
    const config = loadConfig(
      { SEED_DEMO: 'false' },
      { DATA_DIR: ctx.dataDir, ADMIN_EMAIL: 'owner@top5.test', ADMIN_PASSWORD: 'AdminPass123' },
    );
    await bootstrapData(ctx.db, config, ctx.app.log, ctx.app.files);
    const [counts] = await queryRows<{ questions: number; admins: number; members: number }>(
      ctx.db,
      sql`select (select count(*) from questions)::int as questions,
                 (select count(*) from users where is_admin)::int as admins,
                 (select count(*) from users where not is_admin)::int as members`,
    );
    expect(counts).toEqual({ questions: 0, admins: 1, members: 0 });
  });
});

/** Rows each scan of the plan read (returned or filtered out), from EXPLAIN ANALYZE. */
function rowsRead(plan: Record<string, unknown>): number {
  const own = Number(plan['Actual Rows'] ?? 0) + Number(plan['Rows Removed by Filter'] ?? 0);
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return own + children.reduce((sum, child) => sum + rowsRead(child), 0);
}

describe('a start-up on a database that already has members', () => {
  it('loads no demo content and reads a few rows to know it, not every member', async () => {
    await ctx.db.execute(sql`
      insert into users (username, display_name, email)
      select 'member' || n, 'Member ' || n, 'member' || n || '@top5.test' from generate_series(1, 3000) n`);
    const config = loadConfig({}, { DATA_DIR: ctx.dataDir, SEED_DEMO: true });
    await bootstrapData(ctx.db, config, ctx.app.log, ctx.app.files);
    expect(await seedDemo(ctx.db, { files: ctx.app.files })).toBeNull();
    const [{ questions }] = await queryRows<{ questions: number }>(
      ctx.db,
      sql`select count(*)::int as questions from questions`,
    );
    expect(questions).toBe(0);

    const [explained] = await queryRows<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
      ctx.db,
      sql`explain (analyze, format json) ${IS_DATABASE_EMPTY}`,
    );
    expect(rowsRead(explained['QUERY PLAN'][0].Plan)).toBeLessThan(10);
  });
});
