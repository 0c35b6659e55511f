/**
 * Migration 0008 fills the public-only result tallies and each member's public answers count from the
 * responses already stored. Its backfill must give exactly what the answers' own transactions keep.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hideResponse } from '../services/answers/hide-response.js';
import { submitAnswer } from '../services/answers/submit-answer.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createUser } from '../test/factories.js';
import { queryRows } from './client.js';

const MIGRATION = new URL('../../../drizzle/0008_public_results_and_counts.sql', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The migration's statements that fill data (its INSERTs and the users UPDATE), in file order. */
function backfillStatements(): string[] {
  return fs
    .readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => /^(INSERT INTO public_|UPDATE users )/.test(statement));
}

const TABLES = [
  'public_result_items',
  'public_result_item_ranks',
  'public_result_item_spellings',
  'public_result_age_groups',
  'public_result_age_group_items',
];

async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    // An age group whose lists all went keeps a row of 0 responses, which means the same as no row.
    const where = table === 'public_result_age_groups' ? sql`where t.responses > 0` : sql``;
    tables[table] = await queryRows(
      ctx.db,
      sql`select to_jsonb(t) as row from ${sql.raw(table)} t ${where} order by to_jsonb(t)::text`,
    );
  }
  const users = await queryRows(ctx.db, sql`select id, public_answers_count from users order by id`);
  return { tables, users };
}

describe('migration 0008 backfill', () => {
  it('gives the same public tallies and counts as the answers themselves moved', async () => {
    const year = new Date().getUTCFullYear();
    const members = [];
    for (const age of [15, 30, 30, 61, null]) {
      members.push(
        await createUser(
          ctx.db,
          age === null ? { birthYear: null, birthMonth: null } : { birthYear: year - age - 1, birthMonth: 1 },
        ),
      );
    }
    const lists = [
      ['Queen', 'ABBA', 'Blur', 'Oasis', 'Pulp'],
      ['queen', 'Blur', 'abba', 'Muse', 'Suede'],
      ['ABBA', '  Queen ', 'Oasis', 'Blur', 'Muse'],
      ['Toto', 'Oasis', 'Muse', 'Abba', 'QUEEN'],
      ['Blur', 'Queen', 'Toto', 'Muse', 'Pulp'],
    ];
    for (let q = 0; q < 2; q++) {
      const { id } = await createQuestion(ctx.db);
      for (const [i, user] of members.entries()) {
        const saved = await submitAnswer(ctx.db, {
          questionId: id,
          user,
          answers: lists[(i + q) % lists.length],
          isPublic: (i + q) % 3 !== 0,
        });
        if (i === 2 && q === 1) await hideResponse(ctx.db, saved.responseId);
      }
      // An edit that turns a private list public and one that turns a public list private.
      await submitAnswer(ctx.db, { questionId: id, user: members[0], answers: lists[4], isPublic: q === 0 });
      await submitAnswer(ctx.db, { questionId: id, user: members[1], answers: lists[3], isPublic: false });
    }
    const kept = await snapshot();
    expect(kept.tables.public_result_items.length).toBeGreaterThan(0);

    for (const table of TABLES) await ctx.db.execute(sql`delete from ${sql.raw(table)}`);
    await ctx.db.execute(sql`update users set public_answers_count = 0`);
    const statements = backfillStatements();
    expect(statements).toHaveLength(6);
    for (const statement of statements) await ctx.db.execute(sql.raw(statement));

    expect(await snapshot()).toEqual(kept);
  });
});
