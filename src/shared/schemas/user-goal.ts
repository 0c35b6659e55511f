/**
 * The admin's community goal form (docs/product.md section 5, User goal): a whole
 * number of members, at least 1.
 */
import { z } from 'zod';

export const TARGET_TOO_SMALL = 'Target must be at least 1';
export const TARGET_MAX = 1_000_000_000;

export const userGoalSchema = z.object({
  /**
   * The form turns an empty input into 0, which this refuses with the message of docs/product.md section 5.
   */
  targetCount: z
    .number({ error: TARGET_TOO_SMALL })
    .int('Target must be a whole number')
    .min(1, TARGET_TOO_SMALL)
    .max(TARGET_MAX, 'Target must be at most 1,000,000,000'),
});
export type UserGoalInput = z.input<typeof userGoalSchema>;
