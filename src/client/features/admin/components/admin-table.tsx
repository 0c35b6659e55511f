import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

/** A scrollable table with the admin area's look; `label` names it for screen readers. */
export function AdminTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // relative: the screen-reader-only texts in its cells (absolutely placed) stay inside its scroll box.
    // Focusable, so a table wider than a phone scrolls sideways by keyboard too (axe: scrollable-region).
    <div
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must take focus to scroll by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border bg-card shadow-card focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table aria-label={label} className="w-full border-collapse text-sm">
        {children}
      </table>
    </div>
  );
}

export function HeadCell({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'bg-muted/50 px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5', className)} {...props} />;
}
