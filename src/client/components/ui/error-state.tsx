import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';
import { Button } from './button';

export interface ErrorStateProps {
  title?: string;
  message?: ReactNode;
  /** When given, a Try again button calls it. */
  onRetry?: () => void;
  className?: string;
}

export function ErrorState({ title = 'Something went wrong', message, onRetry, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-destructive/25 bg-destructive/5 px-6 py-10 text-center',
        className,
      )}
    >
      <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
      <div className="grid max-w-md gap-1">
        <p className="font-semibold">{title}</p>
        {message ? <div className="text-sm text-muted-foreground">{message}</div> : null}
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
