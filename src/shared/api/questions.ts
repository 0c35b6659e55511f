/** /api/questions: lists, one question, asking a question. Answers and results have their own files. */
import { z } from 'zod';
import { isoDateTime } from './common.js';

/** One line of a results list: the item's most common spelling and the share of lists naming it. */
export const resultItem = z
  .object({
    item: z.string(),
    /** Lists naming the item / lists counted, times 100, rounded to one decimal (0-100). */
    percentage: z.number(),
  })
  .meta({ id: 'ResultItem' });
export type ResultItem = z.infer<typeof resultItem>;

/** A question as every list and page shows it. */
export const question = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    /** An absolute URL or a '/uploads/...' path; null when none. */
    imageUrl: z.string().nullable(),
    isTrending: z.boolean(),
    /** null means 'No end date'. Past it the question takes no new answers. */
    endDate: isoDateTime.nullable(),
    /** Responses counted in results (public and private, not hidden by a report). */
    answersCount: z.number().int(),
    createdAt: isoDateTime,
    /** The current top 3 (for cards); [] before the first answer. */
    topResults: z.array(resultItem),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof question>;

// The calls of /api/questions are declared below this line (the questions area adds them).
