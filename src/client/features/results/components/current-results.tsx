import { ArrowRight, ChartNoAxesColumn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { barLength, RankedBar, RankingNote } from '@/client/components/ui/ranked-bar';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLiveQuestion } from '@/client/features/live';
import { isApiError } from '@/client/lib/api';
import { useResults } from '../api/get-results';

/** The question page's current top 5 with percentages and the way to the detailed results. */
export function CurrentResults({ questionId }: { questionId: number }) {
  useLiveQuestion(questionId);
  const { data, isPending, isError, error, refetch } = useResults(questionId);
  return (
    <section
      aria-labelledby="current-results"
      className="grid grid-cols-1 gap-4 rounded-2xl border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="current-results" className="flex items-center gap-2 text-lg font-bold">
          <ChartNoAxesColumn className="size-5 text-primary" aria-hidden="true" />
          Current Top 5
        </h2>
        {data ? (
          <span className="text-xs text-muted-foreground">
            {`${data.totalResponses} ${data.totalResponses === 1 ? 'list' : 'lists'} counted`}
          </span>
        ) : null}
      </div>
      {isPending ? (
        <div className="grid grid-cols-1 gap-4">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState
          title="Could not load the results"
          message={isApiError(error) ? error.serverMessage : undefined}
          onRetry={() => void refetch()}
        />
      ) : data.results.length === 0 ? (
        <p className="rounded-xl bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">
          No answers yet. Results appear as soon as the first Top 5 comes in.
        </p>
      ) : (
        <>
          <ol className="grid grid-cols-1 gap-3.5">
            {data.results.map((result, index) => (
              <li key={result.item}>
                <RankedBar
                  rank={index + 1}
                  label={result.item}
                  percentage={result.percentage}
                  bar={barLength(result.points, data.results[0].points)}
                />
              </li>
            ))}
          </ol>
          <RankingNote />
        </>
      )}
      <Button asChild variant="outline" className="w-full">
        <Link to={`/question/${questionId}/results`}>
          See detailed results
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
