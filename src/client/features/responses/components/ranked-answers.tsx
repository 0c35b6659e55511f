import { SafeImage } from '@/client/components/ui/safe-image';
import { cn } from '@/client/lib/utils';

/** Rank badges: gold, silver and bronze for the podium, the brand tint below it. */
const RANK_STYLES = [
  'bg-gradient-to-br from-amber-300 to-amber-500 text-amber-950',
  'bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900',
  'bg-gradient-to-br from-orange-300 to-orange-500 text-orange-950',
  'bg-secondary text-secondary-foreground',
  'bg-secondary text-secondary-foreground',
];

/**
 * A member's five answers, numbered 1 to 5, with an answer's image when it has one (only same-origin images
 * load; a third party's shows as a placeholder, see SafeImage).
 */
export function RankedAnswers({ answers, images }: { answers: string[]; images?: string[] | null }) {
  return (
    <ol className="grid grid-cols-1 gap-1.5">
      {answers.map((answer, index) => {
        const image = images?.[index] || null;
        return (
          <li
            key={index}
            className="flex min-w-0 items-center gap-3 rounded-lg bg-muted/60 px-2.5 py-2 text-sm"
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                RANK_STYLES[index] ?? RANK_STYLES[3],
              )}
            >
              <span className="sr-only">Number </span>
              {index + 1}
            </span>
            {image ? <SafeImage src={image} name={answer} className="size-8" /> : null}
            <span className="min-w-0 truncate font-medium" title={answer}>
              {answer}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
