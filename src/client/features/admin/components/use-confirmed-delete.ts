import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { adminFailure, adminSuccess } from './admin-toasts';

/**
 * Delete after a ConfirmDialog: `ask(row)` opens it, Confirm runs `remove` with the row's id, toasts the
 * outcome and closes on success (it stays open on failure, so the admin can retry or cancel).
 * Spread `dialog` on the ConfirmDialog.
 */
export function useConfirmedDelete<Row extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  toasts: { success: string; failure: string },
) {
  const [target, setTarget] = useState<Row | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        adminSuccess(toasts.success);
        setTarget(null);
      },
      onError: (error) => adminFailure(toasts.failure, error),
    });
  };
  return {
    target,
    ask: (row: Row) => setTarget(row),
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => (open ? undefined : setTarget(null)),
      pending: remove.isPending,
      onConfirm: confirm,
    },
  };
}
