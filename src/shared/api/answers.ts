/** A member's own Top 5 for a question: saving it (a new version each time) and reading it back. */
import { z } from 'zod';
import { answerSchema } from '../schemas/answer.js';
import { idParams } from './common.js';
import { apiError, defineCall } from './contract.js';

/** GET /api/questions/:id/my-answer: the signed-in member's current list, or hasAnswered false. */
export const myAnswer = z
  .object({
    hasAnswered: z.boolean(),
    /** The member asked this question and nobody else has answered it: they may still edit or delete it. */
    canChangeQuestion: z.boolean(),
    /** null until the member's first answer. */
    answer: z
      .object({
        /** The response's id (how it matches the crowd: GET /api/responses/:id/match). The server always sends it. */
        responseId: z.number().int().optional(),
        /** Five answers, rank 1 first. */
        answers: z.array(z.string()),
        /** Five image URLs parallel to answers ('' where an answer has none), or null when none has one. */
        answerImages: z.array(z.string()).nullable(),
        isPublic: z.boolean(),
        /** 1 for the first save, one more for each edit. */
        version: z.number().int(),
        /**
         * Where the list stands in the crowd's results (decisions 068, 069): 'counted'; 'awaiting_trust' until
         * the member's account is established (email verified and old enough); 'held' while an admin reviews
         * a burst of answers it is part of; 'hidden' by an approved report. The server always sends it.
         */
        inResults: z.enum(['counted', 'awaiting_trust', 'held', 'hidden']).optional(),
      })
      .nullable(),
  })
  .meta({ id: 'MyAnswer' });
export type MyAnswer = z.infer<typeof myAnswer>;

/** What a save answers: the version it became and the text to show the member. */
export const submitAnswerResult = z
  .object({
    /** false for the first save (version 1), true for an edit. */
    isEdit: z.boolean(),
    version: z.number().int(),
    responseId: z.number().int(),
    /** 'Your answers have been submitted successfully' or 'Your answers have been updated (Version n)'. */
    message: z.string(),
  })
  .meta({ id: 'SubmitAnswerResult' });
export type SubmitAnswerResult = z.infer<typeof submitAnswerResult>;

export const submitAnswer = defineCall({
  method: 'POST',
  path: '/api/questions/:id/answer',
  summary: "Save the member's Top 5 for a question (an edit becomes the next version)",
  tag: 'answers',
  params: idParams,
  body: answerSchema,
  response: {
    200: submitAnswerResult,
    /** Invalid id, not 5 answers, or the question has ended. */
    400: apiError,
    401: apiError,
    /** Sent from another origin. */
    403: apiError,
    404: apiError,
    429: apiError,
  },
});

export const getMyAnswer = defineCall({
  method: 'GET',
  path: '/api/questions/:id/my-answer',
  summary: "The signed-in member's current answer to a question",
  tag: 'answers',
  params: idParams,
  response: { 200: myAnswer, 400: apiError, 401: apiError, 404: apiError },
});
