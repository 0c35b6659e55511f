/**
 * The statement text written in one pass (statement-text.ts) is drizzle's, parameter for parameter: for the
 * app's own statements on the busiest paths, and for any statement made of the chunks `sql` can hold.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT_DEFAULT } from '../../shared/schemas/paging.js';
import { feedWindow } from '../lib/keyset.js';
import { deepPick, everyResponse, questionFeed, recentFeed } from '../services/answers/feed-marks.js';
import { countsPart, labelsOf, tallyMoves, together } from '../services/answers/tallies.js';
import { answerSearch, memberSearch, questionSearch, searchTerms } from '../services/search/match.js';
import { likes, users } from './schema/index.js';
import { statementText } from './statement-text.js';

const drizzle = new PgDialect();
const same = (query: SQL) => {
  const { sql: text, params } = drizzle.sqlToQuery(query);
  const written = statementText(query);
  expect({ sql: written.sql, params: written.params }).toEqual({ sql: text, params });
};

describe('a statement written in one pass', () => {
  it("is drizzle's text and parameters for a deep feed page, the admin's list, searches and an answer's save", () => {
    const window = feedWindow({ page: 5_000, limit: PAGE_LIMIT_DEFAULT });
    const total = sql`select public_responses_count as total from questions where id = ${7}`;
    same(deepPick(questionFeed(7), total, window));
    same(deepPick(everyResponse, sql`select 1`, feedWindow({ page: 900, limit: 50 })));
    same(deepPick(recentFeed, sql`select 1`, feedWindow({ page: 2_000, limit: PAGE_LIMIT_DEFAULT })));
    for (const q of ['beyoncé', "o'neil 100%_", 'Top 5']) {
      const t = searchTerms(q);
      same(questionSearch(t, { limit: 3, offset: 0 }, 1_001));
      const names = [{ name: t.lower, searchKey: t.lower, members: 2, prefix: true, score: 1 }];
      same(memberSearch(t, names, { limit: 20, offset: 40 }, 1_001));
      same(answerSearch([q, t.lower], { limit: 20, offset: 0 }, 1_001));
    }
    const list = { questionId: 3, answers: ['A', 'B', 'C', 'D', 'É'], ageGroup: '25-34', isPublic: true };
    const moves = tallyMoves({ ...list, answers: ['A', 'B', 'X', 'D', 'E'], isPublic: false }, list);
    same(together([...moves.parts, countsPart(moves) ?? sql`select 1`], sql`select ${labelsOf(moves)}`));
  });

  it('writes columns, tables, lists, dates, nulls and nested statements as drizzle does', () => {
    same(sql`select ${users.id}, ${users.displayName} from ${users} where ${likes.userId} in ${[1, 2, 3]}`);
    same(sql`select ${new Date('2026-01-02T03:04:05Z')}::timestamptz, ${null}, ${true}, ${'text'}`);
    same(sql`select ${sql`${1} + ${sql`${2}`}`} ${undefined} ${sql.raw('as raw')}`);
  });

  it("leaves a placeholder or inlined parameters to drizzle, and still answers drizzle's text", () => {
    same(sql`select * from ${users} where ${users.id} = ${sql.placeholder('id')}`);
    same(sql`select ${1} as one`.inlineParams());
  });

  it("is drizzle's for any statement built from text, values, lists, columns and nested statements", () => {
    const leaf = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.date({ noInvalidDate: true }),
      fc.constantFrom<unknown>(users.id, users.username, likes.responseId, users, likes),
      fc.string().map((text) => sql.raw(text)),
    );
    const { statement } = fc.letrec<{ statement: SQL; chunk: unknown }>((tie) => ({
      chunk: fc.oneof(
        { depthSize: 'small' },
        leaf,
        tie('statement'),
        fc.array(tie('chunk'), { maxLength: 3 }),
      ),
      statement: fc
        .tuple(
          fc.array(fc.string(), { minLength: 1, maxLength: 4 }),
          fc.array(tie('chunk'), { maxLength: 3 }),
        )
        .map(([texts, chunks]) => {
          const strings = texts.slice(0, chunks.length + 1);
          while (strings.length < chunks.length + 1) strings.push(' ');
          return sql(Object.assign([...strings], { raw: strings }), ...chunks.slice(0, strings.length - 1));
        }),
    }));
    fc.assert(fc.property(statement, (query) => same(query)));
  });
});
