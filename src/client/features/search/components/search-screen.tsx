import { Search, SearchX, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import { cn } from '@/client/lib/utils';
import type { SearchResult } from '@/shared/api/search';
import { SEARCH_DEBOUNCE_MS } from '@/shared/constants';
import { formatSearchCount } from '@/shared/format';
import { SEARCH_QUERY_MAX, type SearchType } from '@/shared/schemas/social';
import { useSearchAll, useSearchType } from '../api/search';
import { AllResults, TypeResults } from './search-results';
import { SearchTips } from './search-tips';
import { SuggestedTerms } from './suggested-terms';

const TABS: { value: SearchType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'questions', label: 'Questions' },
  { value: 'users', label: 'Users' },
  { value: 'answers', label: 'Answers' },
];

type Counts = SearchResult['counts'] & { all: number };

/**
 * The search page (docs/product.md sections 2 and 5): tabs with counts, tips while empty, suggested terms
 * when nothing matches. `q` and `type` live in the address; typing updates it after 300 ms, and only a
 * non-blank text is searched.
 */
export function SearchScreen({
  q,
  type,
  onChange,
}: {
  q: string;
  type: SearchType;
  onChange: (next: { q: string; type: SearchType }) => void;
}) {
  const query = q.trim();
  usePageTitle(query ? `Search: ${query}` : 'Search');
  const [text, setText] = useState(q);
  const inputRef = useRef<HTMLInputElement>(null);
  // An address can carry more than the box allows: say so rather than send what the server refuses.
  const tooLong = query.length > SEARCH_QUERY_MAX;
  const all = useSearchAll(query, type === 'all' && !tooLong);
  const typed = useSearchType(query, type, type !== 'all' && !tooLong);
  const active = type === 'all' ? all : typed;
  const latest: SearchResult | undefined = type === 'all' ? all.data : typed.data?.pages[0];
  const [counts, setCounts] = useState<{ q: string; counts: Counts } | null>(null);

  // What this screen last wrote to the address, to tell it apart from a change made elsewhere.
  const pushed = useRef(query);
  const commit = (next: { q: string; type: SearchType }) => {
    pushed.current = next.q;
    onChange(next);
  };

  // The address changed from outside (top bar search, Back): the box follows.
  useEffect(() => {
    if (q.trim() === pushed.current) return;
    pushed.current = q.trim();
    setText(q);
  }, [q]);

  // Debounced: the address (and so the search) follows the box 300 ms after the last key.
  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      pushed.current = next;
      onChange({ q: next, type });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, type, onChange]);

  // Tab counts stay put while another tab of the same search loads.
  useEffect(() => {
    if (latest) setCounts({ q: query, counts: { ...latest.counts, all: latest.total } });
  }, [latest, query]);
  const shown = counts && counts.q === query ? counts.counts : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit({ q: text.trim(), type });
  };
  const pick = (term: string) => {
    setText(term);
    commit({ q: term, type: 'all' });
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">Search</h1>
        <form role="search" aria-label="Search page" onSubmit={submit} className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={inputRef}
            type="search"
            aria-label="Search questions, people and answers"
            placeholder="Search questions, people, answers…"
            maxLength={SEARCH_QUERY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the page exists to type a search.
            autoFocus={!q}
            className="h-13 w-full rounded-2xl border border-input bg-card pr-12 pl-12 text-base shadow-sm transition-[border-color,box-shadow] [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                commit({ q: '', type });
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-3 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </form>
      </div>

      {!query ? (
        <SearchTips onPick={pick} />
      ) : (
        <Tabs value={type} onValueChange={(value) => onChange({ q: query, type: value as SearchType })}>
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <TabsList className="w-full min-w-max justify-start sm:w-auto">
              {TABS.map((tab) => (
                <TabsTrigger
                  key={tab.value}
                  value={tab.value}
                  className="gap-1 px-2 max-sm:text-[0.8125rem] sm:gap-1.5 sm:px-4"
                >
                  {tab.label}{' '}
                  {shown ? (
                    <span
                      className={cn(
                        'rounded-full px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold tabular-nums',
                        type === tab.value
                          ? 'bg-primary text-primary-foreground'
                          : 'bg-card text-muted-foreground',
                      )}
                    >
                      {formatSearchCount(shown[tab.value])}
                    </span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {tooLong ? (
                <ErrorState
                  title="Search text is too long"
                  message={`Search text must be at most ${SEARCH_QUERY_MAX} characters. Shorten it and try again.`}
                />
              ) : active.isPending ? (
                <div className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
                  <Spinner className="size-7" label="Searching" />
                  Searching...
                </div>
              ) : active.isError ? (
                <ErrorState
                  title="Failed to perform search"
                  message={isApiError(active.error) ? active.error.serverMessage : 'Please try again.'}
                  onRetry={() => void active.refetch()}
                />
              ) : !latest || (type === 'all' ? latest.total : latest.counts[type]) === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title={`No results for “${query}”`}
                  description={
                    <div className="grid gap-4 pt-1">
                      <p>Check the spelling or try one of these:</p>
                      <SuggestedTerms onPick={pick} exclude={query} className="justify-center" />
                    </div>
                  }
                />
              ) : type === 'all' ? (
                <AllResults
                  result={latest}
                  query={query}
                  onTab={(next) => onChange({ q: query, type: next })}
                />
              ) : (
                <div className="grid gap-4">
                  <TypeResults pages={typed.data?.pages ?? []} type={type} query={query} />
                  {typed.hasNextPage ? (
                    <Button
                      variant="outline"
                      className="justify-self-center"
                      disabled={typed.isFetchingNextPage}
                      onClick={() => void typed.fetchNextPage()}
                    >
                      {typed.isFetchingNextPage ? 'Loading...' : 'Load more'}
                    </Button>
                  ) : null}
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
