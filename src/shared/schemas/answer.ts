/** POST /api/questions/:id/answer (docs/product.md section 5, Answer submit). */
import { z } from 'zod';
import { ANSWER_MAX, TOP_N } from '../constants.js';
import { itemKey } from '../item-key.js';
import { notAllowedIn, textField } from './fields.js';

const imageUrl = textField('Must be a valid URL')
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^(https?:\/\/|\/uploads\/)/.test(v), 'Must be a valid URL')
  .nullable()
  .optional();

export const answerSchema = z.object({
  answers: z
    .array(textField(notAllowedIn('Each answer'), 'Please provide all 5 answers'), {
      error: 'Please provide all 5 answers',
    })
    .length(TOP_N, 'Please provide all 5 answers')
    .refine((list) => list.every((a) => a.trim().length > 0), 'Please provide all 5 answers')
    .refine(
      (list) => list.every((a) => a.trim().length <= ANSWER_MAX),
      'Each answer must be at most 100 characters',
    )
    .refine((list) => new Set(list.map(itemKey)).size === list.length, 'Each answer must be different'),
  answerImages: z.array(imageUrl).length(TOP_N).nullable().optional(),
  isPublic: z.boolean().default(true),
});
export type AnswerInput = z.infer<typeof answerSchema>;
