import { Lightbulb, ListOrdered, Search, UserRound } from 'lucide-react';
import { SuggestedTerms } from './suggested-terms';

const tips = [
  { Icon: ListOrdered, text: 'Search questions by words in their title or description.' },
  { Icon: UserRound, text: 'Find people by their name or @username.' },
  { Icon: Search, text: "Look for any movie, show, artist or athlete in members' Top 5 lists." },
  { Icon: Lightbulb, text: "Not sure of the spelling? Close is good enough: 'beyonse' still finds Beyoncé." },
];

/** Shown while nothing has been typed (docs/product.md section 2, Search). */
export function SearchTips({ onPick }: { onPick: (term: string) => void }) {
  return (
    <section
      aria-labelledby="search-tips"
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-card sm:p-6"
    >
      <h2 id="search-tips" className="text-lg font-semibold">
        Search tips
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {tips.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="pt-1.5 text-muted-foreground">{text}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-2 border-t pt-5">
        <p className="text-sm font-medium">Popular searches</p>
        <SuggestedTerms onPick={onPick} />
      </div>
    </section>
  );
}
