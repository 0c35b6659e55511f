import { LoaderCircle } from 'lucide-react';
import { cn } from '@/client/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
    </span>
  );
}

/** A centred spinner for a whole screen or section that is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
