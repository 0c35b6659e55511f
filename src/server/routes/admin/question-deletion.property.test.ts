/**
 * Property: whatever members did around some questions (answers, edits, private lists, likes, comments,
 * reports, hiding, trending), deleting one question through the admin API leaves no row that refers to it
 * or its responses, and every stored count and result tally equals a recount of the rows that remain.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { hideResponse, unhideResponse } from '../../services/answers/hide-response.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import { addComment } from '../../services/comments/comments.js';
import { toggleLike } from '../../services/likes/toggle-like.js';
import { submitReport } from '../../services/reports/submit-report.js';
import { adminCall, countMismatches, rowsReferringTo } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser } from '../../test/factories.js';

let ctx: TestContext;
let adminCookie: string;
const members: UserRow[] = [];
const year = new Date().getUTCFullYear();
const AGES: (number | null)[] = [16, 22, 30, 30, 41, 60, null];
const ITEMS = ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran', 'Jaws', 'Up', 'Big', 'Coco'];

beforeAll(async () => {
  ctx = await createTestContext();
  adminCookie = (await createSignedInUser(ctx.db, { isAdmin: true })).cookie;
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

const member = fc.nat(AGES.length - 1);
const pick = fc.nat(1000);
const op = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      user: member,
      question: fc.nat(2),
      items: fc.uniqueArray(fc.nat(ITEMS.length - 1), { minLength: 5, maxLength: 5 }),
      upper: fc.boolean(),
      isPublic: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('like' as const), user: member, pick, like: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('comment' as const), user: member, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('report' as const), user: member, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('hide' as const, 'unhide' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('trending' as const), question: fc.nat(2) }) },
);

/** Actions a member may not take (a private list of someone else, own report, twice reported) are skipped. */
async function tolerate(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

describe('DELETE /api/admin/questions/:id after any activity', () => {
  it('leaves no row referring to the question and every count equal to a recount', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), fc.nat(2), async (ops, doomed) => {
        const questionIds = [
          (await createQuestion(ctx.db)).id,
          (await createQuestion(ctx.db)).id,
          (await createQuestion(ctx.db)).id,
        ];
        const byQuestion = new Map<number, number[]>(questionIds.map((id) => [id, []]));
        const all = () => [...byQuestion.values()].flat();
        const responseAt = (n: number) => {
          const ids = all();
          return ids.length === 0 ? null : ids[n % ids.length];
        };
        for (const o of ops) {
          if (o.kind === 'answer') {
            const questionId = questionIds[o.question];
            const { responseId } = await submitAnswer(ctx.db, {
              questionId,
              user: members[o.user],
              answers: o.items.map((i) => (o.upper ? ITEMS[i].toUpperCase() : ITEMS[i])),
              isPublic: o.isPublic,
            });
            const ids = byQuestion.get(questionId) ?? [];
            if (!ids.includes(responseId)) ids.push(responseId);
          } else if (o.kind === 'trending') {
            await adminCall(
              ctx,
              adminCookie,
              'POST',
              `/api/admin/questions/${questionIds[o.question]}/toggle-trending`,
            );
          } else {
            const responseId = responseAt(o.pick);
            if (responseId === null) continue;
            if (o.kind === 'like') {
              await tolerate(() => toggleLike(ctx.db, { responseId, actor: members[o.user], like: o.like }));
            } else if (o.kind === 'comment') {
              await tolerate(() =>
                addComment(ctx.db, { responseId, actor: members[o.user], content: 'Nice one' }),
              );
            } else if (o.kind === 'report') {
              await tolerate(() =>
                submitReport(ctx.db, { responseId, reporter: members[o.user], reason: 'spam' }),
              );
            } else {
              await (o.kind === 'hide' ? hideResponse : unhideResponse)(ctx.db, responseId);
            }
          }
        }
        expect(await countMismatches(ctx.db)).toEqual([]);

        const questionId = questionIds[doomed];
        const res = await adminCall(ctx, adminCookie, 'DELETE', `/api/admin/questions/${questionId}`);
        expect(res.statusCode).toBe(200);

        const left = await rowsReferringTo(ctx.db, questionId, byQuestion.get(questionId) ?? []);
        expect(Object.entries(left).filter(([, n]) => n !== 0)).toEqual([]);
        expect(await countMismatches(ctx.db)).toEqual([]);
        for (const id of questionIds.filter((q) => q !== questionId)) {
          const still = await rowsReferringTo(ctx.db, id, byQuestion.get(id) ?? []);
          expect(still.questions).toBe(1);
          expect(still.responses).toBe(byQuestion.get(id)?.length);
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
