import { Star } from 'lucide-react';

/** A release (or first-air) year and a rating out of 10 to one decimal, each only when known. */
export function ReleaseFacts({ year, rating }: { year: string | null; rating: string | null }) {
  if (!year && !rating) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
      {year ? <span>{year}</span> : null}
      {rating ? (
        <span className="inline-flex items-center gap-1">
          <Star className="size-3 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span className="sr-only">Rating </span>
          {rating}
        </span>
      ) : null}
    </span>
  );
}
