import { cn } from '@/client/lib/utils';

/** Terms that find something on a pop-culture site; offered when the box is empty or nothing matched. */
export const SUGGESTED_TERMS = [
  'Movies',
  'Marvel',
  'Taylor Swift',
  'Breaking Bad',
  'Basketball',
  'Albums',
  'Anime',
  'Beyoncé',
];

export function SuggestedTerms({
  onPick,
  exclude,
  className,
}: {
  onPick: (term: string) => void;
  exclude?: string;
  className?: string;
}) {
  const terms = SUGGESTED_TERMS.filter((term) => term.toLowerCase() !== exclude?.trim().toLowerCase());
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {terms.map((term) => (
        <li key={term}>
          <button
            type="button"
            onClick={() => onPick(term)}
            className="cursor-pointer rounded-full border bg-card px-3.5 py-1.5 text-sm font-medium transition-colors hover:border-primary/40 hover:bg-accent hover:text-accent-foreground"
          >
            {term}
          </button>
        </li>
      ))}
    </ul>
  );
}
