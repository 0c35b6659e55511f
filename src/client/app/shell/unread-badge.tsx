import { cn } from '@/client/lib/utils';

/**
 * The unread count as shown on the bell and Alerts: nothing at 0, '9+' above 9 (docs/product.md section 9).
 */
export function unreadLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const label = unreadLabel(count);
  if (!label) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-bold text-destructive-foreground ring-2 ring-card',
        className,
      )}
    >
      {label}
    </span>
  );
}

/** Accessible name for a link carrying the badge. */
export function withUnread(name: string, count: number): string {
  const label = unreadLabel(count);
  return label ? `${name} (${label} unread)` : name;
}
