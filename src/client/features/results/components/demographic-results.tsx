import { ChevronDown, ChevronUp, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { barLength, RankedBar, RankingNote } from '@/client/components/ui/ranked-bar';
import { Skeleton } from '@/client/components/ui/skeleton';
import { isApiError } from '@/client/lib/api';
import type { DemographicGroup } from '@/shared/api/results';
import { DEMOGRAPHIC_MIN_RESPONSES } from '@/shared/constants';
import { useDemographics } from '../api/get-demographics';

/** Groups shown before 'Show all age groups'. */
const COLLAPSED_GROUPS = 2;

function GroupCard({ group }: { group: DemographicGroup }) {
  return (
    <li className="grid content-start gap-3 rounded-xl border bg-background/60 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{`Ages ${group.ageGroup}`}</h3>
        <span className="text-xs text-muted-foreground">
          {`${group.responses} ${group.responses === 1 ? 'response' : 'responses'}`}
        </span>
      </div>
      {group.results.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {group.responses === 0
            ? 'No responses from this age group yet.'
            : `Fewer than ${DEMOGRAPHIC_MIN_RESPONSES} responses: not enough to show results yet.`}
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-2.5">
          {group.results.map((result, index) => (
            <li key={result.item}>
              <RankedBar
                rank={index + 1}
                label={result.item}
                percentage={result.percentage}
                bar={barLength(result.points, group.results[0].points)}
                size="sm"
              />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** Results by age group: each group's response count and its top 3. */
export function DemographicResults({ questionId }: { questionId: number }) {
  const { data, isPending, isError, error, refetch } = useDemographics(questionId);
  const [expanded, setExpanded] = useState(false);
  // Groups with results first, so the collapsed view shows what there is to see.
  const groups = data
    ? [...data.groups].sort((a, b) => Number(b.results.length > 0) - Number(a.results.length > 0))
    : [];
  const ordered = expanded ? (data?.groups ?? []) : groups.slice(0, COLLAPSED_GROUPS);
  const hidden = groups.length - COLLAPSED_GROUPS;

  return (
    <section
      aria-labelledby="age-groups"
      className="grid grid-cols-1 gap-5 rounded-2xl border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="grid grid-cols-1 gap-1">
        <h2 id="age-groups" className="flex items-center gap-2 text-lg font-bold">
          <UsersRound className="size-5 text-primary" aria-hidden="true" />
          Results by Age Group
        </h2>
        <p className="text-sm text-muted-foreground">
          {`Each group's top 3. Groups with fewer than ${DEMOGRAPHIC_MIN_RESPONSES} responses keep their picks private.`}
        </p>
      </div>
      {isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      ) : isError ? (
        <ErrorState
          title="Could not load the age groups"
          message={isApiError(error) ? error.serverMessage : undefined}
          onRetry={() => void refetch()}
        />
      ) : groups.every((group) => group.responses === 0) ? (
        <p className="rounded-xl bg-muted/60 px-4 py-8 text-center text-sm text-muted-foreground">
          No responses yet.
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {ordered.map((group) => (
              <GroupCard key={group.ageGroup} group={group} />
            ))}
          </ul>
          <RankingNote />
          {hidden > 0 ? (
            <Button
              variant="ghost"
              className="justify-self-center text-primary hover:text-primary"
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
              {expanded ? 'Show fewer age groups' : 'Show all age groups'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
