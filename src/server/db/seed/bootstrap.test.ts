import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { queryRows } from '../client.js';
import { bootstrapData } from './bootstrap.js';

let ctx: TestContext | undefined;
afterEach(() => ctx?.close());

const counts = async (c: TestContext) =>
  (
    await queryRows<{ questions: number; admins: number; members: number }>(
      c.db,
      sql`select (select count(*) from questions)::int as questions,
                 (select count(*) from users where is_admin)::int as admins,
                 (select count(*) from users where not is_admin)::int as members`,
    )
  )[0];

describe('bootstrapData at start-up', () => {
  it('creates the admin and seeds the demo on an empty database, and only once', async () => {
    ctx = await createTestContext();
    const config = loadConfig(
      {},
      {
        DATA_DIR: ctx.dataDir,
        SEED_DEMO: true,
        ADMIN_EMAIL: 'admin@top5.test',
        ADMIN_PASSWORD: 'AdminPass123',
      },
    );
    await bootstrapData(ctx.db, config, ctx.app.log);
    const first = await counts(ctx);
    expect(first.admins).toBe(1);
    expect(first.questions).toBeGreaterThanOrEqual(20);
    expect(first.members).toBeGreaterThanOrEqual(30);
    await bootstrapData(ctx.db, config, ctx.app.log);
    expect(await counts(ctx)).toEqual(first);
  });

  it('loads no demo content with SEED_DEMO=false', async () => {
    ctx = await createTestContext();
    const config = loadConfig({ SEED_DEMO: 'false' }, { DATA_DIR: ctx.dataDir });
    await bootstrapData(ctx.db, config, ctx.app.log);
    expect(await counts(ctx)).toEqual({ questions: 0, admins: 0, members: 0 });
  });
});
