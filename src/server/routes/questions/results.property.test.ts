/**
 * Property: whatever sequence of answers, edits (private/public flips included), hide/unhide and deletes
 * happens, every results call equals a recount made here from the stored current responses, under the
 * privacy rule (decision 067): private lists count only as a group of PRIVATE_RESULTS_MIN_LISTS or more, and
 * below that everything (results, the card's answersCount and top 3) is the public lists' alone; age groups
 * are always the public lists' alone.
 * A member's answersCount is every answer for the member themself, the public unhidden ones for others.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../shared/api/questions.js';
import type { DemographicResults, DetailedResults, QuestionResults } from '../../../shared/api/results.js';
import { AGE_GROUPS, PRIVATE_RESULTS_MIN_LISTS } from '../../../shared/constants.js';
import { itemKey } from '../../../shared/item-key.js';
import { responses } from '../../db/schema/index.js';
import { deleteResponse } from '../../services/answers/delete-response.js';
import { hideResponse, unhideResponse } from '../../services/answers/hide-response.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';

let ctx: TestContext;
const cookies: string[] = [];
const members: { id: number; username: string }[] = [];
const year = new Date().getUTCFullYear();
// Ages chosen so some groups often reach 5 responses and some stay under; null = birth date unknown.
const AGES: (number | null)[] = [30, 30, 30, 30, 30, 30, 60, 60, 60, 60, 60, 15, 15, null];
const ITEMS = [
  'Alien',
  'Heat',
  'Fargo',
  'Se7en',
  'Ran',
  'Jaws',
  'Up',
  'Big',
  'Coco',
  'Brazil',
  'Star Wars',
  'Her',
];
const spell = (name: string, variant: number) =>
  [name, name.toLowerCase(), name.toUpperCase(), `  ${name.replace(' ', '   ')} `][variant];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const age of AGES) {
    const overrides =
      age === null ? { birthYear: null, birthMonth: null } : { birthYear: year - age - 1, birthMonth: 1 };
    const { user, cookie } = await createSignedInUser(ctx.db, overrides);
    cookies.push(cookie);
    members.push({ id: user.id, username: user.username });
  }
});
afterAll(() => ctx.close());

const answerOp = fc.record({
  kind: fc.constant('answer' as const),
  user: fc.nat(AGES.length - 1),
  question: fc.nat(1),
  items: fc.uniqueArray(fc.nat(ITEMS.length - 1), { minLength: 5, maxLength: 5 }),
  variants: fc.array(fc.nat(3), { minLength: 5, maxLength: 5 }),
  isPublic: fc.boolean(),
});
const flagOp = fc.record({
  kind: fc.constantFrom('hide' as const, 'unhide' as const, 'delete' as const),
  pick: fc.nat(1000),
});
const ops = fc.array(fc.oneof({ arbitrary: answerOp, weight: 4 }, { arbitrary: flagOp, weight: 1 }), {
  minLength: 1,
  maxLength: 40,
});

type Stored = { answers: string[]; ageGroup: string | null; isHidden: boolean; isPublic: boolean };
const byRanking = <T extends { key: string; points: number; votes: number }>(a: T, b: T) =>
  b.points - a.points || b.votes - a.votes || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const pct = (votes: number, total: number) => (total > 0 ? Math.round((votes / total) * 1000) / 10 : 0);

/** The results computed from scratch from the stored current responses. */
function recount(stored: Stored[]) {
  const notHidden = stored.filter((r) => !r.isHidden);
  const publicLists = notHidden.filter((r) => r.isPublic);
  const privateLists = notHidden.filter((r) => !r.isPublic);
  const counted = privateLists.length >= PRIVATE_RESULTS_MIN_LISTS ? notHidden : publicLists;
  const items = new Map<
    string,
    { key: string; votes: number; points: number; ranks: number[]; spellings: Map<string, number> }
  >();
  const groups = new Map<
    string,
    { responses: number; items: Map<string, { key: string; votes: number; points: number }> }
  >();
  for (const r of counted) {
    // Age groups count public lists only (decision 067).
    const group =
      r.ageGroup && r.isPublic ? (groups.get(r.ageGroup) ?? { responses: 0, items: new Map() }) : null;
    if (r.ageGroup && group) {
      group.responses++;
      groups.set(r.ageGroup, group);
    }
    r.answers.forEach((answer, i) => {
      const key = itemKey(answer);
      const item = items.get(key) ?? {
        key,
        votes: 0,
        points: 0,
        ranks: [0, 0, 0, 0, 0],
        spellings: new Map(),
      };
      item.votes++;
      item.points += 5 - i;
      item.ranks[i]++;
      item.spellings.set(answer, (item.spellings.get(answer) ?? 0) + 1);
      items.set(key, item);
      if (group) {
        const g = group.items.get(key) ?? { key, votes: 0, points: 0 };
        g.votes++;
        g.points += 5 - i;
        group.items.set(key, g);
      }
    });
  }
  const mostUsed = (spellings: Map<string, number>) =>
    [...spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
  const label = (key: string) => mostUsed(items.get(key)!.spellings);
  // Age groups are labelled from the public lists' spellings (they are read from the public tallies).
  const publicSpellings = new Map<string, Map<string, number>>();
  for (const r of publicLists) {
    for (const answer of r.answers) {
      const spellings = publicSpellings.get(itemKey(answer)) ?? new Map<string, number>();
      spellings.set(answer, (spellings.get(answer) ?? 0) + 1);
      publicSpellings.set(itemKey(answer), spellings);
    }
  }
  const publicLabel = (key: string) => mostUsed(publicSpellings.get(key)!);
  const ranked = [...items.values()].sort(byRanking);
  const total = counted.length;
  return {
    total,
    results: ranked
      .slice(0, 5)
      .map((i) => ({ item: label(i.key), percentage: pct(i.votes, total), points: i.points })),
    detailed: ranked.slice(0, 10).map((i) => ({
      item: label(i.key),
      percentage: pct(i.votes, total),
      votes: i.votes,
      points: i.points,
      mostCommonRank: i.ranks.indexOf(Math.max(...i.ranks)) + 1,
    })),
    groups: AGE_GROUPS.map((ageGroup) => {
      const g = groups.get(ageGroup);
      const n = g?.responses ?? 0;
      return {
        ageGroup,
        responses: n,
        results:
          g && n >= 5
            ? [...g.items.values()]
                .sort(byRanking)
                .slice(0, 3)
                .map((i) => ({
                  item: publicLabel(i.key),
                  percentage: pct(i.votes, n),
                  points: i.points,
                  votes: i.votes,
                }))
            : [],
      };
    }),
  };
}

const get = async <T>(url: string, cookie?: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json<T>();

/** Each member's answersCount: all of them for the member, the public unhidden ones for anyone else. */
async function expectMemberCounts() {
  const all = await ctx.db
    .select({ userId: responses.userId, isPublic: responses.isPublic, isHidden: responses.isHidden })
    .from(responses);
  for (const [i, member] of members.entries()) {
    const own = all.filter((r) => r.userId === member.id);
    const visible = own.filter((r) => r.isPublic && !r.isHidden).length;
    const profile = `/api/users/${member.username}`;
    expect((await get<{ user: { answersCount: number } }>(profile)).user.answersCount).toBe(visible);
    const other = cookies[(i + 1) % cookies.length];
    expect((await get<{ user: { answersCount: number } }>(profile, other)).user.answersCount).toBe(visible);
    expect((await get<{ user: { answersCount: number } }>(profile, cookies[i])).user.answersCount).toBe(
      own.length,
    );
    expect(
      (await get<{ user: { answersCount: number } }>('/api/auth/me', cookies[i])).user.answersCount,
    ).toBe(own.length);
  }
}

describe('results after any sequence of answers, edits, hiding and deleting', () => {
  it('equal a recount from the stored current responses', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (sequence) => {
        const questionIds = [(await createQuestion(ctx.db)).id, (await createQuestion(ctx.db)).id];
        const responseIds: number[] = [];
        for (const op of sequence) {
          if (op.kind === 'answer') {
            const res = await ctx.app.inject({
              method: 'POST',
              url: `/api/questions/${questionIds[op.question]}/answer`,
              headers: { cookie: cookies[op.user] },
              payload: {
                answers: op.items.map((item, i) => spell(ITEMS[item], op.variants[i])),
                isPublic: op.isPublic,
              },
            });
            expect(res.statusCode).toBe(200);
            const id = res.json().responseId as number;
            if (!responseIds.includes(id)) responseIds.push(id);
          } else if (responseIds.length > 0) {
            const index = op.pick % responseIds.length;
            const id = responseIds[index];
            if (op.kind === 'delete') {
              await deleteResponse(ctx.db, id);
              responseIds.splice(index, 1);
            } else {
              await (op.kind === 'hide' ? hideResponse : unhideResponse)(ctx.db, id);
            }
          }
        }
        for (const questionId of questionIds) {
          const stored = await ctx.db
            .select({
              answers: responses.answers,
              ageGroup: responses.ageGroup,
              isHidden: responses.isHidden,
              isPublic: responses.isPublic,
            })
            .from(responses)
            .where(eq(responses.questionId, questionId));
          const expected = recount(stored);
          const results = await get<QuestionResults>(`/api/questions/${questionId}/results`);
          expect(results).toEqual({ questionId, totalResponses: expected.total, results: expected.results });
          const detailed = await get<DetailedResults>(`/api/questions/${questionId}/results/detailed`);
          expect(detailed).toEqual({
            questionId,
            totalResponses: expected.total,
            results: expected.detailed,
          });
          const demographics = await get<DemographicResults>(
            `/api/questions/${questionId}/results/demographics`,
          );
          expect(demographics).toEqual({ questionId, groups: expected.groups });
          const question = await get<Question>(`/api/questions/${questionId}`);
          expect(question.answersCount).toBe(expected.total);
          expect(question.topResults).toEqual(expected.results.slice(0, 3));
          const list = await get<{ questions: Question[] }>(`/api/questions?limit=100`);
          const card = list.questions.find((q) => q.id === questionId);
          expect(card?.answersCount).toBe(expected.total);
          expect(card?.topResults).toEqual(expected.results.slice(0, 3));
        }
        await expectMemberCounts();
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
