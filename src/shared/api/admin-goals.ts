/** /api/admin/user-goals: the admin's User Goals tab (community goals of the home banner). */
import { z } from 'zod';
import { userGoalSchema } from '../schemas/user-goal.js';
import { idParams, isoDateTime } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

/**
 * Where a goal stands (docs/product.md section 4): in progress while the member count is under the target,
 * ready to mark once it has reached it, achieved once an admin marked it.
 */
export const USER_GOAL_STATUSES = ['in_progress', 'ready_to_mark', 'achieved'] as const;
export type UserGoalStatus = (typeof USER_GOAL_STATUSES)[number];

export const userGoal = z
  .object({
    id: z.number().int(),
    targetCount: z.number().int(),
    achieved: z.boolean(),
    status: z.enum(USER_GOAL_STATUSES),
    createdAt: isoDateTime,
    achievedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'UserGoal' });
export type UserGoal = z.infer<typeof userGoal>;

export const userGoalList = z
  .object({
    /** Smallest target first. */
    goals: z.array(userGoal),
    /** Members of the site now, which each goal's status is measured against. */
    memberCount: z.number().int(),
  })
  .meta({ id: 'UserGoalList' });
export type UserGoalList = z.infer<typeof userGoalList>;

const refused = { 401: apiError, 403: apiError } as const;

export const listUserGoals = defineCall({
  method: 'GET',
  path: '/api/admin/user-goals',
  summary: 'Every community goal, smallest target first, with the member count',
  tag: 'admin',
  response: { 200: userGoalList, ...refused },
});

export const createUserGoal = defineCall({
  method: 'POST',
  path: '/api/admin/user-goals',
  summary: 'Add a community goal',
  tag: 'admin',
  body: userGoalSchema,
  response: { 201: userGoal, 400: apiError, ...refused },
});

export const updateUserGoal = defineCall({
  method: 'PUT',
  path: '/api/admin/user-goals/:id',
  summary: 'Change a goal’s target (an achieved goal cannot be edited: 409)',
  tag: 'admin',
  params: idParams,
  body: userGoalSchema,
  response: { 200: userGoal, 400: apiError, ...refused, 404: apiError, 409: apiError },
});

export const deleteUserGoal = defineCall({
  method: 'DELETE',
  path: '/api/admin/user-goals/:id',
  summary: 'Delete a community goal',
  tag: 'admin',
  params: idParams,
  response: { 200: okMessage, 400: apiError, ...refused, 404: apiError },
});

export const achieveUserGoal = defineCall({
  method: 'POST',
  path: '/api/admin/user-goals/:id/achieve',
  summary: 'Mark a goal achieved once the member count reached it; every member is told',
  tag: 'admin',
  params: idParams,
  response: { 200: userGoal, 400: apiError, ...refused, 404: apiError, 409: apiError },
});
