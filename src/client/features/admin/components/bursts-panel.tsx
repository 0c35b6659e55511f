import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useHeldBursts, useReleaseBurst } from '../api/bursts';
import { formatDateTime } from './admin-format';
import { adminFailure, adminSuccess } from './admin-toasts';

/**
 * The review area's bursts of answers (decision 068): each held burst with its question, what was seen and
 * how many lists it holds from the results, and a button that releases them into the results.
 */
export function BurstsPanel() {
  const bursts = useHeldBursts();
  const release = useReleaseBurst();
  const held = bursts.data?.bursts ?? [];
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="held-bursts" className="grid gap-3 rounded-2xl border bg-card p-5 shadow-card">
      <h2 id="held-bursts" className="text-lg font-bold">
        Bursts of answers held from results
      </h2>
      <p className="text-sm text-muted-foreground">
        These lists arrived far faster than usual or were identical. They count in the results only once you
        release them.
      </p>
      <ul className="grid gap-3">
        {held.map((burst) => (
          <li key={burst.id} className="grid gap-2 rounded-xl border p-4" data-testid="held-burst">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={`/question/${burst.question.id}`}
                className="font-semibold underline-offset-4 hover:underline"
              >
                {burst.question.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {`${burst.heldLists} lists held · detected ${formatDateTime(burst.detectedAt)}`}
              </span>
            </div>
            <ul className="grid gap-1 text-sm">
              {burst.evidence.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Button
              className="w-fit"
              disabled={release.isPending}
              onClick={() =>
                release.mutate(burst.id, {
                  onSuccess: (result) => adminSuccess(result.message),
                  onError: (error) => adminFailure('Could not release the burst', error),
                })
              }
            >
              Release into results
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
