import { Music, Search, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '@/client/components/page-header';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Input } from '@/client/components/ui/input';
import { LoadingState } from '@/client/components/ui/loading-state';
import { useDebouncedValue } from '@/client/features/questions';
import { isApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import type { CatalogSource } from '@/shared/api/catalog';
import { ARTIST_LIMIT_BROWSER, SEARCH_DEBOUNCE_MS } from '@/shared/constants';
import { useArtistSearch } from '../api/search-artists';
import { ArtistCard } from './artist-card';

export const POPULAR_SEARCHES = [
  'Taylor Swift',
  'Drake',
  'The Beatles',
  'Beyoncé',
  'Kendrick Lamar',
  'BTS',
  'Bad Bunny',
  'Queen',
] as const;

const SOURCE_NAMES: Record<CatalogSource, string> = {
  offline: 'the built-in catalog',
  spotify: 'Spotify',
  tmdb: 'TMDB',
  sportsdb: 'TheSportsDB',
};

/**
 * The artist browser at /spotify (docs/product.md section 2): search as you type (300 ms, non-blank only) or
 * pick a popular search; up to 50 artists as cards, and which catalog answered.
 */
export function ArtistBrowser() {
  const [text, setText] = useState('');
  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useArtistSearch(query, ARTIST_LIMIT_BROWSER);

  let content: ReactNode;
  if (typed === '') {
    content = (
      <EmptyState
        icon={Music}
        title="Search for artists to see results"
        description="Type an artist's name, or start from a popular search."
      />
    );
  } else if (query !== typed || search.isPending) {
    content = <LoadingState label="Searching..." className="min-h-60" />;
  } else if (search.isError) {
    content = (
      <ErrorState
        title="Failed to search artists. Please try again."
        message={isApiError(search.error) ? search.error.message : undefined}
        onRetry={() => void search.refetch()}
      />
    );
  } else if (search.data.artists.length === 0) {
    content = (
      <EmptyState
        icon={Search}
        title="No artists found"
        description={`Nothing matches "${query}". Check the spelling or try another name.`}
      />
    );
  } else {
    const { artists, pagination, source } = search.data;
    content = (
      <section aria-label="Artists" className="grid gap-3">
        <p className="text-xs text-muted-foreground">
          {`Showing ${artists.length} of ${pagination.total} · Results from ${SOURCE_NAMES[source]}`}
        </p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {artists.map((artist) => (
            <li key={artist.id}>
              <ArtistCard artist={artist} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section className="grid gap-6">
      <PageHeader
        title="Artist Browser"
        description="Find music artists: their popularity, followers and genres."
      />
      <div className="grid gap-3">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search artists..."
            aria-label="Search artists"
            autoComplete="off"
            className="h-11 pr-10 pl-10 text-[0.9375rem] [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText('')}
              aria-label="Clear the search box"
              className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div role="group" aria-labelledby="popular-searches" className="flex flex-wrap items-center gap-1.5">
          <span id="popular-searches" className="mr-1 text-sm text-muted-foreground">
            Popular searches
          </span>
          {POPULAR_SEARCHES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={typed === name}
              onClick={() => setText(name)}
              className={cn(
                'inline-flex h-8 cursor-pointer items-center rounded-full border px-3 text-sm font-medium transition-colors',
                typed === name
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card hover:border-primary/40 hover:bg-accent',
              )}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      {content}
    </section>
  );
}
