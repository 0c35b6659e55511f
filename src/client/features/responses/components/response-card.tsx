import { EyeOff, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Badge } from '@/client/components/ui/badge';
import { useNow } from '@/client/lib/render-time';
import { cn } from '@/client/lib/utils';
import type { Response } from '@/shared/api/responses';
import { formatMoment, relativeTime } from '@/shared/format';
import { RankedAnswers } from './ranked-answers';
import { ResponseVersionsButton } from './response-versions-button';

export interface ResponseCardProps {
  response: Response;
  /** Shown under the answers: the like, comment and report bar (social layer). */
  footer?: ReactNode;
  /** The share control in the card's corner. */
  share?: ReactNode;
  /** Linked response (#response-{id}): drawn with a ring for a few seconds. */
  highlighted?: boolean;
  className?: string;
}

/** The DOM id of a response's card, which `/question/{id}#response-{id}` links point at. */
export function responseElementId(responseId: number): string {
  return `response-${responseId}`;
}

/** One member's Top 5 (docs/product.md section 2, Cards: response card). */
export function ResponseCard({ response, footer, share, highlighted = false, className }: ResponseCardProps) {
  const now = useNow();
  const { user, question } = response;
  const profile = `/users/${encodeURIComponent(user.username)}`;
  return (
    <article
      id={responseElementId(response.id)}
      aria-label={`${user.displayName}'s Top 5`}
      data-highlighted={highlighted || undefined}
      className={cn(
        'grid scroll-mt-24 grid-cols-1 gap-4 rounded-xl border bg-card p-4 shadow-card transition-[box-shadow,background-color] duration-500 sm:p-5',
        highlighted && 'bg-secondary/40 ring-2 ring-primary ring-offset-2 ring-offset-background',
        className,
      )}
    >
      <header className="flex items-start gap-3">
        <Link to={profile} className="shrink-0 rounded-full" tabIndex={-1} aria-hidden="true">
          <Avatar src={user.profilePicture} name={user.displayName} className="size-10" />
        </Link>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <Link to={profile} className="truncate font-semibold hover:underline">
              {user.displayName}
            </Link>
            <time
              dateTime={response.createdAt}
              title={formatMoment(response.createdAt)}
              className="shrink-0 text-xs text-muted-foreground"
            >
              {relativeTime(response.createdAt, now)}
            </time>
            <ResponseVersionsButton response={response} />
            {response.isPublic ? null : (
              <Badge variant="secondary" className="self-center">
                <Lock aria-hidden="true" />
                Private
              </Badge>
            )}
            {response.isHidden ? (
              <Badge variant="secondary" className="self-center" title="Hidden after a report review">
                <EyeOff aria-hidden="true" />
                Hidden
              </Badge>
            ) : null}
          </div>
          <p className="min-w-0 text-sm text-muted-foreground">
            Shared their Top 5{' '}
            <span aria-hidden="true" className="px-0.5">
              ·
            </span>{' '}
            <Link
              to={`/question/${question.id}`}
              className="font-medium text-foreground/90 hover:text-primary hover:underline"
            >
              {question.title}
            </Link>
          </p>
        </div>
        {share ? <div className="-mt-1 -mr-1 shrink-0">{share}</div> : null}
      </header>
      <RankedAnswers answers={response.answers} images={response.answerImages} />
      {footer ? <div className="border-t pt-3">{footer}</div> : null}
    </article>
  );
}
