import { ChevronDown, ChevronUp, Trophy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { barLength, RankedBar, RankingNote } from '@/client/components/ui/ranked-bar';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLiveQuestion } from '@/client/features/live';
import { isApiError } from '@/client/lib/api';
import { RESULTS_TOP } from '@/shared/constants';
import { useDetailedResults } from '../api/get-detailed-results';

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The results page's Top 10: votes and most common rank per item; top 5 first, Show more for the rest. */
export function DetailedResults({ questionId }: { questionId: number }) {
  useLiveQuestion(questionId);
  const { data, isPending, isError, error, refetch } = useDetailedResults(questionId);
  const [expanded, setExpanded] = useState(false);

  let body: ReactNode;
  if (isPending) {
    body = (
      <div className="grid grid-cols-1 gap-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <ErrorState
        title="Could not load the results"
        message={isApiError(error) ? error.serverMessage : undefined}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.results.length === 0) {
    body = (
      <p className="rounded-xl bg-muted/60 px-4 py-8 text-center text-sm text-muted-foreground">
        No answers yet. Results appear as soon as the first Top 5 comes in.
      </p>
    );
  } else {
    const shown = expanded ? data.results : data.results.slice(0, RESULTS_TOP);
    const hidden = data.results.length - RESULTS_TOP;
    body = (
      <>
        <ol className="grid grid-cols-1 gap-4">
          {shown.map((result, index) => (
            <li key={result.item}>
              <RankedBar
                rank={index + 1}
                label={result.item}
                percentage={result.percentage}
                bar={barLength(result.points, data.results[0].points)}
                detail={`${result.votes} ${result.votes === 1 ? 'vote' : 'votes'} · most often ranked ${ordinal(result.mostCommonRank)}`}
              />
            </li>
          ))}
        </ol>
        <RankingNote />
        {hidden > 0 ? (
          <Button
            variant="ghost"
            className="justify-self-center text-primary hover:text-primary"
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {expanded ? 'Show less' : `Show ${hidden} more`}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="top-10"
      className="grid grid-cols-1 gap-5 rounded-2xl border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="grid grid-cols-1 gap-1">
        <h2 id="top-10" className="flex items-center gap-2 text-lg font-bold">
          <Trophy className="size-5 text-amber-500" aria-hidden="true" />
          Top 10
        </h2>
        <p className="text-sm text-muted-foreground">
          Ranked by points (a 1st place is worth 5, a 5th place 1). The percentage is the share of lists
          naming it.
        </p>
      </div>
      {body}
    </section>
  );
}
