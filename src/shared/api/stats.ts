/** /api/stats: the member count and the community goals of the home banner. */
import { z } from 'zod';
import { defineCall } from './contract.js';

export const memberStats = z
  .object({
    /** Members of the site. */
    count: z.number().int(),
    /** The smallest goal not yet achieved, or null when there is none. */
    currentGoal: z.object({ targetCount: z.number().int() }).nullable(),
    /** Every goal, smallest target first. */
    goals: z.array(z.object({ id: z.number().int(), targetCount: z.number().int(), achieved: z.boolean() })),
  })
  .meta({ id: 'MemberStats' });
export type MemberStats = z.infer<typeof memberStats>;

export const getMemberStats = defineCall({
  method: 'GET',
  path: '/api/stats/users',
  summary: 'Member count, current goal and every goal (refreshed every 60 s by the banner)',
  tag: 'stats',
  response: { 200: memberStats },
});
