/** Who may do what with questions (docs/product.md section 6); the end date rule is endDateProblem(). */
export { endDateProblem } from '../schemas/question.js';

/** A question takes answers until its end date; without one it stays open. */
export function isOpenForAnswers(
  question: { endDate: Date | string | null },
  now: Date = new Date(),
): boolean {
  return !question.endDate || new Date(question.endDate).getTime() > now.getTime();
}

/**
 * A member edits or deletes a question they asked while nobody else has answered it; after that, they report
 * it to an admin as anyone would (docs/product.md section 6).
 */
export function canChangeOwnQuestion(
  actor: { id: number },
  question: { createdBy: number | null; answersFromOthers: boolean },
): boolean {
  return question.createdBy === actor.id && !question.answersFromOthers;
}
