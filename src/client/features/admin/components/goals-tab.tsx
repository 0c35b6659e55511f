import { CheckCircle2, Pencil, Plus, Target, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { Progress } from '@/client/components/ui/progress';
import type { UserGoal, UserGoalStatus } from '@/shared/api/admin-goals';
import { groupDigits } from '@/shared/format';
import { useAchieveUserGoal } from '../api/achieve-user-goal';
import { useDeleteUserGoal } from '../api/delete-user-goal';
import { useUserGoals } from '../api/list-user-goals';
import { formatDate } from './admin-format';
import { AdminList } from './admin-list';
import { AdminTable, Cell, HeadCell } from './admin-table';
import { adminFailure, adminSuccess } from './admin-toasts';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedDelete } from './use-confirmed-delete';

/** The form loads when first opened (decision 030). */
const GoalFormDialog = lazyPart(() => import('./goal-form-dialog'), 'GoalFormDialog');

/** The states of docs/product.md section 4: In Progress -> Ready to Mark -> Achieved. */
export const GOAL_STATUS_LABELS: Record<UserGoalStatus, string> = {
  in_progress: 'In Progress',
  ready_to_mark: 'Ready to Mark',
  achieved: 'Achieved',
};

const STATUS_BADGE: Record<UserGoalStatus, 'secondary' | 'default' | 'success'> = {
  in_progress: 'secondary',
  ready_to_mark: 'default',
  achieved: 'success',
};

/** User Goals: community goals with their state; Mark Achieved once ready; an achieved goal cannot be edited. */
export function GoalsTab() {
  const query = useUserGoals();
  const achieve = useAchieveUserGoal();
  const remove = useDeleteUserGoal();
  const deletion = useConfirmedDelete<UserGoal>(remove, {
    success: 'User goal deleted successfully',
    failure: 'Failed to delete user goal',
  });
  const [formOpen, setFormOpen] = useState(false);
  const opened = useOpenedOnce(formOpen);
  const [editing, setEditing] = useState<UserGoal | null>(null);

  const openForm = (goal: UserGoal | null) => {
    setEditing(goal);
    setFormOpen(true);
  };

  const markAchieved = (goal: UserGoal) =>
    achieve.mutate(goal.id, {
      onSuccess: () => adminSuccess('Goal marked as achieved', 'Every member has been told.'),
      onError: (error) => adminFailure('Failed to mark goal as achieved', error),
    });

  const body = (
    <AdminList
      query={query}
      rows={(data) => data.goals}
      loadingLabel="Loading user goals..."
      errorTitle="Failed to load user goals"
      empty={
        <EmptyState
          icon={Target}
          title="No user goals yet"
          description="Set a member count for the community to reach; the home banner shows the progress."
        />
      }
      noun="goals"
    >
      {(goals, { memberCount }) => (
        <AdminTable label="User goals">
          <thead>
            <tr>
              <HeadCell>Target</HeadCell>
              <HeadCell>Progress</HeadCell>
              <HeadCell>Status</HeadCell>
              <HeadCell>Created</HeadCell>
              <HeadCell>Achieved</HeadCell>
              <HeadCell className="text-right">Actions</HeadCell>
            </tr>
          </thead>
          <tbody>
            {goals.map((goal) => {
              const percent = goal.targetCount > 0 ? (memberCount / goal.targetCount) * 100 : 100;
              const isAchieved = goal.status === 'achieved';
              return (
                <tr key={goal.id} className="border-t align-middle">
                  <Cell className="font-semibold tabular-nums">{groupDigits(goal.targetCount)} members</Cell>
                  <Cell>
                    <div className="grid min-w-36 gap-1">
                      <Progress value={percent} label={`Progress toward ${goal.targetCount} members`} />
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {groupDigits(Math.min(memberCount, goal.targetCount))} /{' '}
                        {groupDigits(goal.targetCount)}
                      </span>
                    </div>
                  </Cell>
                  <Cell>
                    <Badge variant={STATUS_BADGE[goal.status]}>{GOAL_STATUS_LABELS[goal.status]}</Badge>
                  </Cell>
                  <Cell className="whitespace-nowrap">{formatDate(goal.createdAt)}</Cell>
                  <Cell className="whitespace-nowrap">
                    {goal.achievedAt ? formatDate(goal.achievedAt) : '—'}
                  </Cell>
                  <Cell>
                    <div className="flex items-center justify-end gap-1">
                      {goal.status === 'ready_to_mark' ? (
                        <Button
                          size="sm"
                          onClick={() => markAchieved(goal)}
                          disabled={achieve.isPending && achieve.variables === goal.id}
                        >
                          <CheckCircle2 aria-hidden="true" />
                          Mark Achieved
                        </Button>
                      ) : null}
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        onClick={() => openForm(goal)}
                        disabled={isAchieved}
                        title={isAchieved ? 'An achieved goal cannot be edited' : undefined}
                        aria-label={`Edit goal of ${goal.targetCount} members`}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="text-destructive hover:text-destructive"
                        onClick={() => deletion.ask(goal)}
                        aria-label={`Delete goal of ${goal.targetCount} members`}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </Cell>
                </tr>
              );
            })}
          </tbody>
        </AdminTable>
      )}
    </AdminList>
  );

  return (
    // The tab panel is the region, named by its tab: a landmark of the same name inside it would be a second one.
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 className="text-lg font-semibold">User Goals</h2>
          {query.data ? (
            <p className="text-sm text-muted-foreground">
              {groupDigits(query.data.memberCount)} members today
            </p>
          ) : null}
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Create Goal
        </Button>
      </div>
      {body}
      {opened ? <GoalFormDialog open={formOpen} onOpenChange={setFormOpen} goal={editing} /> : null}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete User Goal"
        description={<p>Delete the goal of {groupDigits(deletion.target?.targetCount ?? 0)} members?</p>}
        confirmLabel="Delete Goal"
      />
    </div>
  );
}
