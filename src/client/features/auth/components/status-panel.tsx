import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/utils';

const tones: Record<'success' | 'error', { Icon: LucideIcon; className: string }> = {
  success: { Icon: CircleCheck, className: 'bg-success/12 text-success' },
  error: { Icon: CircleAlert, className: 'bg-destructive/10 text-destructive' },
};

/** The outcome of a link the member opened (verification, reset): an icon, a heading, a line, actions. */
export function StatusPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'loading' | 'success' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {tone === 'loading' ? (
        <div className="flex size-14 items-center justify-center rounded-full bg-secondary">
          <Spinner className="size-7" />
        </div>
      ) : (
        <StatusIcon tone={tone} />
      )}
      <div className="grid gap-1.5">
        <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
        {children ? <div className="text-muted-foreground">{children}</div> : null}
      </div>
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}

function StatusIcon({ tone }: { tone: 'success' | 'error' }) {
  const { Icon, className } = tones[tone];
  return (
    <div className={cn('flex size-14 items-center justify-center rounded-full', className)}>
      <Icon className="size-7" aria-hidden="true" />
    </div>
  );
}
