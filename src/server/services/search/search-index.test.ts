/**
 * Search matches member names and answer items in memory (decision 147): the index gives pg_trgm's own
 * figures, the index finds what PostgreSQL's LIKE, `%` and `<%` find, and the kept copy follows the
 * database through its topics.
 */
import { Param, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNameTopic } from '../../cache/topics.js';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createUser } from '../../test/factories.js';
import { updateProfile } from '../users/profile.js';
import { searchTerms } from './match.js';
import { SearchIndex, wordCharactersOf } from './search-index.js';
import { TrigramIndex } from './trigram-index.js';
import type { WordCharacters } from './trigrams.js';

let ctx: TestContext;
let words: WordCharacters;
beforeAll(async () => {
  ctx = await createTestContext();
  words = await wordCharactersOf(ctx.db);
});
afterAll(() => ctx.close());

const first = ['anna', 'bjorn', 'cecile', 'dmitri', 'eun-ji', 'fatima', 'gustavo', 'hana', 'ivan', 'jose'];
const last = ['smith', 'smyth', 'johnson', 'jonsson', "o'neil", 'van der berg', 'li', 'nguyen', 'kowalski'];
/** Names and items as search keys: lower-cased, without accents; some in other scripts, digits, punctuation. */
const keys = [
  ...first.flatMap((f) => last.map((l) => `${f} ${l}`)),
  'the dark knight',
  'the dark knight rises',
  '2001: a space odyssey',
  'se7en',
  'wall-e',
  'a',
  'x y z',
  'жук бар',
  '東京タワー',
  'the the the',
  '100% pure',
  'under_score',
];
const terms = ['smith', 'smiht', 'jon', 'johnsno', 'anna s', 'dark', 'drak knight', 'se7', 'wall', 'a', 'жу'];
const more = ['東京', 'x z', 'the', '100%', 'under_', "o'n", 'van der', 'kowalsky', 'eun', 'ji', 'odysey'];

describe("pg_trgm's figures, computed in the app", () => {
  it('gives every match the similarity and word similarity the database gives', async () => {
    const index = new TrigramIndex<number>(words);
    index.addAll(keys.map((key, i) => ({ key, text: key, value: i })));
    const rows = await queryRows<{ k: string; t: string; s: number; w: number }>(
      ctx.db,
      sql`select k, t, similarity(k, t) as s, word_similarity(t, k) as w
        from unnest(${new Param(keys)}::text[]) k cross join unnest(${new Param([...terms, ...more])}::text[]) t`,
    );
    const figures = new Map(rows.map((r) => [`${r.t}|${r.k}`, [Math.fround(r.s), Math.fround(r.w)]]));
    const every = { startsWith: true, contains: true, similar: true, holdsWordLike: true };
    let compared = 0;
    for (const term of [...terms, ...more]) {
      for (const m of index.match(term, every, 10_000)) {
        expect([m.similarity, m.wordSimilarity()], `${term} | ${m.key}`).toEqual(
          figures.get(`${term}|${m.key}`),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('the trigram index', () => {
  let index: TrigramIndex<number>;
  beforeAll(() => {
    index = new TrigramIndex<number>(words);
    index.addAll(keys.map((key, i) => ({ key, text: key, value: i })));
  });

  it('finds what LIKE, % and <% find in PostgreSQL, and nothing else', async () => {
    for (const term of [...terms, ...more]) {
      const t = searchTerms(term);
      const rows = await queryRows<{ k: string; rule: string }>(
        ctx.db,
        sql`select k, 'names' as rule from unnest(${new Param(keys)}::text[]) k
            where k like ${`${t.likeEscaped}%`} or k % ${t.lower} or ${t.lower} <% k
          union all
          select k, 'items' from unnest(${new Param(keys)}::text[]) k
            where k like ${`%${t.likeEscaped}%`} or ${t.lower} <% k`,
      );
      const expected = (rule: string) =>
        rows
          .filter((r) => r.rule === rule)
          .map((r) => r.k)
          .sort();
      const names = index.match(t.lower, { startsWith: true, similar: true, holdsWordLike: true }, 10_000);
      const items = index.match(t.lower, { contains: true, holdsWordLike: true }, 10_000);
      expect(names.map((m) => m.key).sort(), term).toEqual(expected('names'));
      expect(items.map((m) => m.key).sort(), term).toEqual(expected('items'));
    }
  });

  it('stops at the most asked for, those starting with the text first, and forgets a deleted entry', () => {
    const some = index.match('anna', { startsWith: true, similar: true }, 3);
    expect(some).toHaveLength(3);
    expect(some.every((m) => m.text.startsWith('anna'))).toBe(true);
    index.delete('anna smith');
    index.set('anna smith 2', 'anna smith', 99);
    const found = index.match('anna smith', { startsWith: true, similar: true }, 100);
    expect(found.filter((m) => m.text === 'anna smith').map((m) => [m.key, m.value, m.similarity])).toEqual([
      ['anna smith 2', 99, 1],
    ]);
    expect(found.map((m) => m.key)).not.toContain('anna smith');
  });
});

describe('the search index of a process', () => {
  it('keeps what it read until the topic of a name is heard, then reads that name again', async () => {
    const index = new SearchIndex(ctx.db);
    index.setConnected(true);
    const rosalind = await createUser(ctx.db, { displayName: 'Rosalind Quarrie' });
    const found = (text: string) => index.names(searchTerms(text)).then((names) => names.map((n) => n.name));
    expect(await found('quarrie')).toEqual(['rosalind quarrie']);

    await updateProfile(ctx.db, rosalind.id, { displayName: 'Rosalind Quarry', bio: undefined });
    // Nothing heard: the kept copy answers.
    expect(await found('quarrie')).toEqual(['rosalind quarrie']);
    index.invalidate(memberNameTopic('rosalind quarrie'));
    index.invalidate(memberNameTopic('rosalind quarry'));
    expect(await found('quarr')).toEqual(['rosalind quarry']);

    // Listening again after a gap: everything is read again.
    await createUser(ctx.db, { displayName: 'Rosalind Quarrington' });
    index.setConnected(false);
    index.setConnected(true);
    expect((await found('quarr')).sort()).toEqual(['rosalind quarrington', 'rosalind quarry']);
  });

  it('gives the spellings of the answer items containing the text or holding a word like it', async () => {
    const index = new SearchIndex(ctx.db);
    await ctx.db.execute(sql`insert into answer_spellings (item_key, spelling) values
      ('zyxwv dune', 'Zyxwv Dune'), ('zyxwv dune', 'ZYXWV DUNE'), ('zyxwv dunes', 'Zyxwv Dunes')`);
    expect(await index.spellings(searchTerms('zyxwv dune'))).toEqual([
      'ZYXWV DUNE',
      'Zyxwv Dune',
      'Zyxwv Dunes',
    ]);
    expect(await index.spellings(searchTerms('zyxwv dunez'))).toEqual([
      'ZYXWV DUNE',
      'Zyxwv Dune',
      'Zyxwv Dunes',
    ]);
    expect(await index.spellings(searchTerms('qqqqq'))).toEqual([]);
  });
});
