/** Helpers for the social API tests: Top 5s saved through the real service, and short calls. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { responses, type UserRow } from '../db/schema/index.js';
import { submitAnswer } from '../services/answers/submit-answer.js';
import type { TestContext } from './context.js';

const DEFAULT_LIST = ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'];

/** Saves a member's Top 5 for a question and returns the response id. */
export async function createResponse(
  db: Db,
  user: UserRow,
  questionId: number,
  options: { answers?: string[]; isPublic?: boolean } = {},
): Promise<number> {
  const result = await submitAnswer(db, {
    questionId,
    user,
    answers: options.answers ?? DEFAULT_LIST,
    isPublic: options.isPublic ?? true,
  });
  return result.responseId;
}

/** Marks a response hidden the way an approved report leaves it (the review itself is tested on its own). */
export async function markHidden(db: Db, responseId: number): Promise<void> {
  await db.update(responses).set({ isHidden: true }).where(eq(responses.id, responseId));
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as a member (cookie) or a visitor (no cookie). */
export function call(ctx: TestContext, method: Method, url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
