import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import type { UserGoal } from '@/shared/api/admin-goals';
import { type UserGoalInput, userGoalSchema } from '@/shared/schemas/user-goal';
import { useCreateUserGoal } from '../api/create-user-goal';
import { useUpdateUserGoal } from '../api/update-user-goal';
import { adminFailure, adminSuccess } from './admin-toasts';

/** An empty input counts as 0, which the schema refuses with 'Target must be at least 1'. */
const toTarget = (raw: unknown) => {
  const text = String(raw ?? '').trim();
  return text === '' ? 0 : Number(text);
};

/** Create or edit a community goal (docs/product.md section 5, User goal): a target of at least 1 member. */
export function GoalFormDialog({
  open,
  onOpenChange,
  goal,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The goal to edit; null to create one. */
  goal: UserGoal | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{goal ? 'Edit User Goal' : 'Create User Goal'}</DialogTitle>
          <DialogDescription>The home banner celebrates when the community reaches it.</DialogDescription>
        </DialogHeader>
        <GoalForm goal={goal} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function GoalForm({ goal, onDone }: { goal: UserGoal | null; onDone: () => void }) {
  const create = useCreateUserGoal();
  const update = useUpdateUserGoal();
  const form = useForm<UserGoalInput>({
    resolver: zodResolver(userGoalSchema),
    defaultValues: goal ? { targetCount: goal.targetCount } : undefined,
  });
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (goal) {
      update.mutate(
        { id: goal.id, input: values },
        {
          onSuccess: () => {
            adminSuccess('User goal updated successfully');
            onDone();
          },
          onError: (error) => adminFailure('Failed to update user goal', error),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          adminSuccess('User goal created successfully');
          onDone();
        },
        onError: (error) => adminFailure('Failed to create user goal', error),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="goal-target"
        label="Target members"
        error={form.formState.errors.targetCount?.message}
        hint="How many members the community should reach."
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="e.g. 1000"
          {...form.register('targetCount', { setValueAs: toTarget })}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
          {goal ? 'Save Changes' : 'Create Goal'}
        </Button>
      </DialogFooter>
    </form>
  );
}
