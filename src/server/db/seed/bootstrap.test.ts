import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { queryRows } from '../client.js';
import { bootstrapData } from './bootstrap.js';

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
    await bootstrapData(ctx.db, config, ctx.app.log);
    const [counts] = await queryRows<{ questions: number; admins: number; members: number }>(
      ctx.db,
      sql`select (select count(*) from questions)::int as questions,
                 (select count(*) from users where is_admin)::int as admins,
                 (select count(*) from users where not is_admin)::int as members`,
    );
    expect(counts).toEqual({ questions: 0, admins: 1, members: 0 });
  });
});
