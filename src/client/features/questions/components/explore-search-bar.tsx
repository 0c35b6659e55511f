import { Search, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';

/** Explore's search box (filters the questions as you type) and the way on to the full search page. */
export function ExploreSearchBar({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const text = value.trim();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search questions..."
          aria-label="Search questions"
          className="h-11 pr-10 pl-10 text-[0.9375rem] [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear the search box"
            className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <Button asChild variant="outline" className="h-11">
        <Link to={text ? `/search?q=${encodeURIComponent(text)}` : '/search'}>
          <Search aria-hidden="true" />
          Search Everything
        </Link>
      </Button>
    </div>
  );
}
