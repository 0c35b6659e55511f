/** Who may do what with questions (docs/product.md section 6). */
import { endDateProblem } from '../../shared/schemas/question.js';
import type { UserRow } from '../db/schema/index.js';
import { badRequest } from '../lib/http-error.js';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** Any signed-in member may ask a question. */
export function canCreateQuestion(actor: Actor | null): actor is Actor {
  return actor !== null;
}

/**
 * The end date rule for this actor: in the future, and for members at most 90 days ahead (admins have no
 * upper limit). Throws the message of docs/product.md section 5 as a 400.
 */
export function assertEndDateAllowed(actor: Actor, endDate: Date | null, now: Date = new Date()): void {
  const problem = endDateProblem(endDate, actor, now);
  if (problem) throw badRequest(problem);
}

/** A question takes answers until its end date; without one it stays open. */
export function isOpenForAnswers(question: { endDate: Date | null }, now: Date = new Date()): boolean {
  return !question.endDate || question.endDate.getTime() > now.getTime();
}
