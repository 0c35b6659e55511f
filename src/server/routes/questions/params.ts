import { z } from 'zod';
import { notFound } from '../../lib/http-error.js';

export const QUESTION_NOT_FOUND = 'Question not found';
export const idParams = z.object({ id: z.string() });

/** A question id from the path; anything that cannot be one is a 404, like an id that does not exist. */
export function questionIdOf(raw: string): number {
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw notFound(QUESTION_NOT_FOUND);
  return Number(raw);
}
