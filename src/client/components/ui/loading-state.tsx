import { cn } from '@/client/lib/utils';
import { Spinner } from './spinner';

/** A spinner with visible text ('Loading question...') for a screen or section that is loading. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex min-h-[40vh] w-full flex-col items-center justify-center gap-3', className)}>
      <Spinner className="size-8" label={label} />
      <p aria-hidden="true" className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
    </div>
  );
}
