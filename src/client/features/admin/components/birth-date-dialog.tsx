import { useState } from 'react';
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
import type { AdminUser } from '@/shared/api/admin-users';
import { correctBirthDateBody } from '@/shared/api/admin-users';
import { useCorrectBirthDate } from '../api/correct-birth-date';
import { adminFailure, adminSuccess } from './admin-toasts';

/**
 * The birth month and year a month input holds ('YYYY-MM'), checked by the server's own rules: 'Required',
 * 'Invalid month', 'Invalid year', 'Must be at least 13 years old'.
 */
export function readBirthDate(
  value: string,
): { ok: true; birthMonth: number; birthYear: number } | { ok: false; error: string } {
  const text = value.trim();
  if (text === '') return { ok: false, error: 'Required' };
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return { ok: false, error: 'Enter the month and year as YYYY-MM' };
  const parsed = correctBirthDateBody.safeParse({ birthYear: match[1], birthMonth: match[2] });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid date' };
  return { ok: true, ...parsed.data };
}

/**
 * Corrects a member's birth month and year (members set theirs once, issue 22); the server records it in the
 * audit log. Their saved lists keep their age group until they save them again.
 */
export function BirthDateDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Correct Birth Date</DialogTitle>
          <DialogDescription>
            {user ? `${user.displayName} (@${user.username}). ` : ''}
            The correction is recorded in the audit log; saved lists keep their age group until saved again.
          </DialogDescription>
        </DialogHeader>
        {user ? <BirthDateForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BirthDateForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const correct = useCorrectBirthDate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readBirthDate(value);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    setError(null);
    correct.mutate(
      { id: user.id, birthMonth: read.birthMonth, birthYear: read.birthYear },
      {
        onSuccess: ({ message }) => {
          adminSuccess(message, `${user.displayName}'s birth date is now ${value}.`);
          onDone();
        },
        onError: (failure) => adminFailure('Failed to correct birth date', failure),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="birth-date"
        label="Birth month and year"
        error={error ?? undefined}
        hint="Members must be at least 13 years old."
      >
        <Input
          type="month"
          placeholder="YYYY-MM"
          min="1900-01"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onDone} disabled={correct.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={correct.isPending}>
          {correct.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
          Save Birth Date
        </Button>
      </DialogFooter>
    </form>
  );
}
