import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/client/components/brand-logo';
import { cn } from '@/client/lib/utils';
import { HotQuestionGlimpse } from './hot-question-glimpse';

/** A glimpse of the product beside the sign-in form on wide screens: the hottest real question, if any. */
function Showcase() {
  return (
    <aside
      aria-hidden="true"
      className="relative hidden overflow-hidden bg-gradient-to-br from-brand-from via-[oklch(0.56_0.25_320)] to-brand-to p-12 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:justify-between"
    >
      <div className="pointer-events-none absolute -top-32 -left-20 size-96 rounded-full bg-white/10 blur-3xl" />
      <div className="pointer-events-none absolute -right-24 -bottom-32 size-96 rounded-full bg-black/10 blur-3xl" />
      <span className="relative inline-flex items-center gap-2">
        <span className="inline-flex size-8 items-center justify-center rounded-[10px] bg-white text-[1.0625rem] font-extrabold text-brand-from">
          5
        </span>
        <span className="text-lg font-bold tracking-tight">Top 5</span>
      </span>
      <div className="relative grid max-w-md gap-8">
        <h2 className="text-4xl leading-tight font-extrabold">Share your Top 5 on anything pop culture</h2>
        <HotQuestionGlimpse />
      </div>
      <p className="relative text-sm text-white/70">Rank it. Share it. See how the crowd agrees.</p>
    </aside>
  );
}

/**
 * The frame of the stand-alone auth screens: the form column (with the logo linking home) and, on the
 * sign-in screen, the showcase panel beside it.
 */
export function AuthFrame({
  children,
  showcase = false,
  width = 'md',
}: {
  children: ReactNode;
  showcase?: boolean;
  width?: 'md' | 'lg';
}) {
  return (
    <div className={cn('min-h-dvh', showcase && 'lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]')}>
      {showcase ? <Showcase /> : null}
      <div
        className={cn(
          'flex min-h-dvh flex-col bg-gradient-to-b from-secondary/60 via-background to-background px-4 py-6 sm:px-8',
          showcase && 'lg:bg-none',
        )}
      >
        <Link to="/" className={cn('w-fit rounded-lg', showcase && 'lg:invisible')} aria-label="Top 5 home">
          <BrandLogo />
        </Link>
        <div className={cn('mx-auto my-auto w-full py-8', width === 'lg' ? 'max-w-xl' : 'max-w-md')}>
          {children}
        </div>
      </div>
    </div>
  );
}

/** The white panel holding an auth form or status message. */
export function AuthCard({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('rounded-2xl border bg-card p-6 shadow-card sm:p-8', className)}>{children}</div>;
}
