import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/session.js';

/**
 * Route option that refuses visitors (401) before the body is validated, so a visitor learns they must sign
 * in rather than what is wrong with their input.
 */
export const signedIn = {
  preValidation: async (request: FastifyRequest) => {
    requireUser(request);
  },
};
