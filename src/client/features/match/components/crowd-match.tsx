import { Gem, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/client/components/ui/error-state';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ScoreRing } from '@/client/features/compare';
import { isApiError } from '@/client/lib/api';
import { groupDigits } from '@/shared/format';
import { useResponseMatch } from '../api/get-response-match';
import { crowdRankText, MATCH_EMPTY, MATCH_TITLE_OTHER, MATCH_TITLE_OWN, rarityText } from './match-texts';

export interface CrowdMatchProps {
  questionId: number;
  responseId: number;
  /** Whether the list is the viewer's own ("How you match the crowd") or someone else's. */
  own: boolean;
}

/**
 * How a list matches the crowd (issue 25): agreement with the crowd's current top 5, where the crowd ranks
 * each pick, and the rarest pick. Shown under the member's own list (right after saving too), and on a
 * list's own page (/question/:id?response=:responseId, the address its share link gives).
 */
export function CrowdMatch({ questionId, responseId, own }: CrowdMatchProps) {
  const match = useResponseMatch(questionId, responseId);
  const title = own ? MATCH_TITLE_OWN : MATCH_TITLE_OTHER;
  const headingId = `crowd-match-${responseId}`;

  // A list the viewer may not see (private, hidden, gone) shows no match at all.
  if (match.isError && isApiError(match.error) && match.error.status === 404) return null;
  let body: ReactNode;
  if (match.isPending) {
    body = <Skeleton className="h-32 w-full rounded-xl" aria-label="Loading the match" />;
  } else if (match.isError) {
    body = (
      <ErrorState
        title="Could not load the match"
        message={isApiError(match.error) ? match.error.serverMessage : undefined}
        onRetry={() => void match.refetch()}
      />
    );
  } else if (match.data.agreement === null) {
    body = <p className="text-sm text-muted-foreground">{MATCH_EMPTY}</p>;
  } else {
    const { agreement, picks, rarest, totalLists } = match.data;
    body = (
      <div className="grid gap-4">
        <div className="flex items-center gap-4">
          <ScoreRing score={agreement / 100} size={80} />
          <p className="text-sm">
            <span className="font-semibold" data-testid="crowd-agreement">{`${agreement}% agreement`}</span>
            {` with the crowd's current top 5, from ${groupDigits(totalLists)} ${
              totalLists === 1 ? 'list' : 'lists'
            }.`}
          </p>
        </div>
        <ol className="grid gap-1 text-sm">
          {picks.map((pick, i) => (
            <li key={`${i}-${pick.answer}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{`${i + 1}. ${pick.answer}`}</span>
              <span className="text-muted-foreground">{crowdRankText(pick)}</span>
            </li>
          ))}
        </ol>
        {rarest ? (
          <p className="flex items-center gap-2 text-sm" data-testid="rarest-pick">
            <Gem className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              {own ? 'Your rarest pick: ' : 'Rarest pick: '}
              <span className="font-semibold">{rarest.answer}</span>
              {` (${rarityText(rarest.share)})`}
            </span>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-secondary/40 p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-bold">
        <Users className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h3>
      {body}
    </section>
  );
}
