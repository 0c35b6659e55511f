/**
 * The subtraction attack of issue 22 (decision 067), tried on every kind of small question. The attacker
 * reads everything published about a question's results (results, detailed top 10, age groups, the card)
 * and every public list (and is even told which public lists count), and subtracts those lists. What is left
 * must be nothing, or the sum of at least PRIVATE_RESULTS_MIN_LISTS counted private lists: never one private
 * list's items, ranks or age group.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageGroupOf } from '../../../shared/age-group.js';
import type { Question } from '../../../shared/api/questions.js';
import type { DemographicResults, DetailedResults } from '../../../shared/api/results.js';
import { PRIVATE_RESULTS_MIN_LISTS } from '../../../shared/constants.js';
import { itemKey } from '../../../shared/item-key.js';
import type { UserRow } from '../../db/schema/index.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser } from '../../test/factories.js';

let ctx: TestContext;
const year = new Date().getUTCFullYear();
// Ten members: ages spread over three groups and one unknown.
const AGES: (number | null)[] = [16, 30, 30, 30, 60, 60, 60, 30, null, 16];
const members: UserRow[] = [];
const ITEMS = ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran', 'Jaws', 'Up', 'Big'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const age of AGES) {
    members.push(
      await createUser(
        ctx.db,
        age === null ? { birthYear: null, birthMonth: null } : { birthYear: year - age - 1, birthMonth: 1 },
      ),
    );
  }
});
afterAll(() => ctx.close());

interface List {
  isPublic: boolean;
  /** Established author: the list counts (decision 069). */
  established: boolean;
  items: number[];
}

const get = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url })).json<T>();

type Sums = { lists: number; votes: Map<string, number>; points: Map<string, number> };
function sums(lists: { answers: string[] }[]): Sums {
  const s: Sums = { lists: lists.length, votes: new Map(), points: new Map() };
  for (const l of lists) {
    l.answers.forEach((a, i) => {
      const key = itemKey(a);
      s.votes.set(key, (s.votes.get(key) ?? 0) + 1);
      s.points.set(key, (s.points.get(key) ?? 0) + 5 - i);
    });
  }
  return s;
}

/** Answers the lists on a fresh question, then attacks it; throws when something private is left over. */
async function attack(lists: List[]) {
  const { id } = await createQuestion(ctx.db);
  const stored = lists.map((l, i) => ({
    ...l,
    answers: l.items.map((n) => ITEMS[n]),
    ageGroup: ageGroupOf(members[i], new Date()),
  }));
  for (const [i, l] of stored.entries()) {
    await submitAnswer(ctx.db, {
      questionId: id,
      user: members[i],
      answers: l.answers,
      isPublic: l.isPublic,
      standing: { established: l.established, newAccount: false },
    });
  }
  const detailed = await get<DetailedResults>(`/api/questions/${id}/results/detailed`);
  const demographics = await get<DemographicResults>(`/api/questions/${id}/results/demographics`);
  const card = await get<Question>(`/api/questions/${id}`);

  // What the attacker knows: every public list that counts.
  const known = sums(stored.filter((l) => l.isPublic && l.established));
  // What nobody may learn one by one: the counted private lists.
  const secret = stored.filter((l) => !l.isPublic && l.established);
  const secretSums = sums(secret);

  const residualLists = detailed.totalResponses - known.lists;
  expect(card.answersCount).toBe(detailed.totalResponses);
  if (residualLists === 0) {
    // Nothing private is published: every shown figure is the public lists' own.
    for (const r of detailed.results) {
      expect(r.votes).toBe(known.votes.get(itemKey(r.item)));
    }
  } else {
    // Only the whole group of private lists, never fewer than 5.
    expect(residualLists).toBe(secret.length);
    expect(residualLists).toBeGreaterThanOrEqual(PRIVATE_RESULTS_MIN_LISTS);
    for (const r of detailed.results) {
      const key = itemKey(r.item);
      expect(r.votes - (known.votes.get(key) ?? 0)).toBe(secretSums.votes.get(key) ?? 0);
      expect(r.points - (known.points.get(key) ?? 0)).toBe(secretSums.points.get(key) ?? 0);
    }
  }
  // Age groups: the public lists' alone, so no private list's age group or items are left over.
  for (const g of demographics.groups) {
    const inGroup = stored.filter((l) => l.isPublic && l.established && l.ageGroup === g.ageGroup);
    expect(g.responses).toBe(inGroup.length);
    const groupSums = sums(inGroup);
    for (const r of g.results) expect(r.votes).toBe(groupSums.votes.get(itemKey(r.item)));
  }
}

const list = fc.record({
  isPublic: fc.boolean(),
  established: fc.boolean(),
  items: fc.uniqueArray(fc.nat(ITEMS.length - 1), { minLength: 5, maxLength: 5 }),
});

describe('subtracting every public list from what is published', () => {
  it('leaves nothing or a group of at least 5 private lists, on any small question', async () => {
    await fc.assert(fc.asyncProperty(fc.array(list, { minLength: 0, maxLength: AGES.length }), attack), {
      numRuns: 40,
    });
  }, 240_000);

  it('holds at the edge: 0 to 6 private lists beside 0 or 4 public ones', async () => {
    for (const publics of [0, 4]) {
      for (let privates = 0; privates <= 6; privates++) {
        const lists: List[] = [];
        // Each private list differs: the items rotated by n.
        for (let n = 0; n < privates; n++) {
          lists.push({ isPublic: false, established: true, items: [0, 1, 2, 3, 4].map((i) => (i + n) % 8) });
        }
        for (let n = 0; n < publics; n++)
          lists.push({ isPublic: true, established: true, items: [7, 6, 5, 4, 3] });
        await attack(lists);
      }
    }
  }, 240_000);
});
