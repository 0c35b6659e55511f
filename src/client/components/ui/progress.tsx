import { cn } from '@/client/lib/utils';

export interface ProgressProps {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** Accessible name of the bar. */
  label: string;
  className?: string;
  indicatorClassName?: string;
}

/** A horizontal progress bar (role=progressbar) with a brand gradient fill. */
export function Progress({ value, label, className, indicatorClassName }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full bg-gradient-to-r from-brand-from to-brand-to transition-[width] duration-700 ease-out',
          indicatorClassName,
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
