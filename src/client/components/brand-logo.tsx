import { cn } from '@/client/lib/utils';

/** The product mark: a gradient tile with a bold 5, beside the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-[10px] bg-gradient-to-br from-brand-from to-brand-to text-[1.0625rem] leading-none font-extrabold text-white shadow-sm shadow-primary/30',
        className,
      )}
    >
      5
    </span>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark />
      <span className="text-lg font-bold tracking-tight">Top 5</span>
    </span>
  );
}
