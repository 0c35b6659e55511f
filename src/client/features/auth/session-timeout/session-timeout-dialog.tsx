/** The warning of the session timeout (session-timeout.tsx), loaded when it first shows (decision 030). */
import { Clock } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { formatCountdown } from './use-inactivity';

export function SessionTimeoutDialog({
  open,
  remainingMs,
  dialogRef,
  onDismiss,
  onStay,
  staying,
}: {
  open: boolean;
  remainingMs: number;
  dialogRef: RefObject<HTMLDivElement | null>;
  onDismiss: () => void;
  onStay: () => void;
  staying: boolean;
}) {
  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent
        ref={dialogRef}
        hideClose
        className="max-w-md text-center sm:text-left"
        onOpenAutoFocus={(event) => {
          // Start on the action most people want.
          event.preventDefault();
          stayButton.current?.focus();
        }}
      >
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 sm:mx-0">
          <Clock className="size-6" aria-hidden="true" />
        </div>
        <div className="grid gap-1.5">
          <DialogTitle>Your session is about to expire</DialogTitle>
          <DialogDescription>
            You will be logged out in{' '}
            <span className="font-semibold text-foreground tabular-nums">{formatCountdown(remainingMs)}</span>{' '}
            due to inactivity. Stay logged in to keep going.
          </DialogDescription>
        </div>
        <DialogFooter className="mt-2">
          <Button variant="outline" onClick={onDismiss}>
            Dismiss
          </Button>
          <Button ref={stayButton} onClick={onStay} disabled={staying}>
            Stay Logged In
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
