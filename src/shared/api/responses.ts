/** Responses (a member's Top 5) as the feeds show them, and the feed calls. */
import { z } from 'zod';
import { isoDateTime, pagination, userSummary } from './common.js';

export const response = z
  .object({
    id: z.number().int(),
    questionId: z.number().int(),
    user: userSummary,
    question: z.object({ id: z.number().int(), title: z.string() }),
    /** Five answers, rank 1 first. */
    answers: z.array(z.string()),
    /** Five image URLs parallel to answers ('' where an answer has none), or null when none has one. */
    answerImages: z.array(z.string()).nullable(),
    isPublic: z.boolean(),
    version: z.number().int(),
    likesCount: z.number().int(),
    /** Whether the signed-in viewer likes it; false for visitors. */
    isLiked: z.boolean(),
    commentsCount: z.number().int(),
    /** The first save. */
    createdAt: isoDateTime,
  })
  .meta({ id: 'Response' });
export type Response = z.infer<typeof response>;

/** A page of a feed, newest first. */
export const responsePage = z
  .object({ responses: z.array(response), pagination })
  .meta({ id: 'ResponsePage' });
export type ResponsePage = z.infer<typeof responsePage>;

// The feed calls are declared below this line (the responses area adds them).
