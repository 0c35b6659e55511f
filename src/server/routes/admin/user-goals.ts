/** /api/admin/user-goals: the User Goals tab. Admins only (route access 'admin'). */
import type { FastifyInstance } from 'fastify';
import {
  achieveUserGoal,
  createUserGoal,
  deleteUserGoal,
  listUserGoals,
  updateUserGoal,
} from '../../../shared/api/admin-goals.js';
import { requireAdmin } from '../../plugins/session.js';
import { presentUserGoal } from '../../presenters/admin-goals.js';
import { achieveUserGoal as achieve } from '../../services/admin/achieve-goal.js';
import { createUserGoal as create } from '../../services/admin/create-goal.js';
import { deleteUserGoal as remove } from '../../services/admin/delete-goal.js';
import { listUserGoals as list } from '../../services/admin/list-goals.js';
import { updateUserGoal as update } from '../../services/admin/update-goal.js';
import { memberCount } from '../../services/stats/member-stats.js';
import { route } from '../route.js';

export async function adminUserGoalRoutes(app: FastifyInstance): Promise<void> {
  route(app, listUserGoals, { access: 'admin' }, async () => {
    const { goals, memberCount: members } = await list(app.db);
    return { goals: goals.map((goal) => presentUserGoal(goal, members)), memberCount: members };
  });

  route(app, createUserGoal, { access: 'admin' }, async (request, reply) => {
    const goal = await create(app.db, requireAdmin(request), request.body.targetCount);
    return reply.code(201).send(presentUserGoal(goal, await memberCount(app.db)));
  });

  route(app, updateUserGoal, { access: 'admin' }, async (request) => {
    const goal = await update(app.db, requireAdmin(request), request.params.id, request.body.targetCount);
    return presentUserGoal(goal, await memberCount(app.db));
  });

  route(app, deleteUserGoal, { access: 'admin' }, async (request) => {
    await remove(app.db, requireAdmin(request), request.params.id);
    return { message: 'User goal deleted successfully' };
  });

  route(app, achieveUserGoal, { access: 'admin' }, async (request) => {
    const goal = await achieve(app.db, requireAdmin(request), request.params.id);
    return presentUserGoal(goal, await memberCount(app.db));
  });
}
