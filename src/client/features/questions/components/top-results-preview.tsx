import { barLength, RankedBar, RankingNote } from '@/client/components/ui/ranked-bar';
import type { ResultItem } from '@/shared/api/questions';

/** A card's 'Top Results': the current leaders with ranked bars, or a nudge when nobody has answered. */
export function TopResultsPreview({ results }: { results: ResultItem[] }) {
  return (
    <div className="grid grid-cols-1 gap-2.5">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Top Results</h4>
      {results.length === 0 ? (
        <p className="text-sm text-muted-foreground">No answers yet. Be the first to share your Top 5!</p>
      ) : (
        <>
          <ol className="grid grid-cols-1 gap-2.5">
            {results.map((result, index) => (
              <li key={result.item}>
                <RankedBar
                  rank={index + 1}
                  label={result.item}
                  percentage={result.percentage}
                  bar={barLength(result.points, results[0].points)}
                  size="sm"
                />
              </li>
            ))}
          </ol>
          <RankingNote />
        </>
      )}
    </div>
  );
}
