import { ExternalLink, Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Input } from '@/client/components/ui/input';
import { LoadingState } from '@/client/components/ui/loading-state';
import { toast } from '@/client/components/ui/use-toast';
import { useDebouncedValue } from '@/client/features/questions';
import { isApiError } from '@/client/lib/api';
import { SEARCH_DEBOUNCE_MS } from '@/shared/constants';

/** What a pick puts in an answer slot: the item's name and, when it has one, its image URL. */
export interface PickedItem {
  name: string;
  imageUrl: string | null;
}

/** The props every picker dialog takes. */
export interface PickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The slot being filled, 1 to 5: named in the dialog and in the confirmation toast. */
  rank: number;
  /** Text to search for as the dialog opens (what the slot already holds). */
  initialQuery?: string;
  onPick: (item: PickedItem) => void;
}

/** A search hook's state, as the frame reads it. */
export interface PickerSearch<T> {
  items: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** The live provider failed: the items are the offline catalog's matches. */
  liveFailed?: boolean;
  /** Asks the live provider again. */
  retry?: () => void;
}

/** How one kind of picker (artists, movies, TV shows, athletes) searches, words and draws its items. */
export interface PickerKindConfig<T> {
  /** 'Search Movies' */
  title: string;
  /** Plural, lower case: 'movies'. */
  noun: string;
  /** 'Failed to search movies. Please try again.' */
  failure: string;
  /** The artist picker's error also says the HTTP status and the server's text. */
  failureWithStatus?: boolean;
  /** Where the item's page lives, for the link's name: 'Spotify', 'TMDB', 'TheSportsDB'. */
  linkSite: string;
  useSearch: (query: string) => PickerSearch<T>;
  key: (item: T) => string;
  name: (item: T) => string;
  image: (item: T) => string | null;
  link: (item: T) => string | null;
  /** The item's picture and facts, drawn inside its button; `detailsId` goes on the facts' element. */
  render: (item: T, detailsId: string) => ReactNode;
}

/**
 * The shell of a picker dialog (docs/product.md section 2, Pickers): a search box searching as you type
 * (300 ms after the last key, only a non-blank trimmed query), then a loading, error, empty or results state.
 * Each result is a button; picking one fills the slot, closes the dialog and confirms with a toast. Arrow
 * keys move between the search box and the results.
 */
export function PickerDialogFrame<T>({
  config,
  open,
  onOpenChange,
  rank,
  initialQuery,
  onPick,
}: PickerDialogProps & { config: PickerKindConfig<T> }) {
  const pick = (item: T) => {
    const name = config.name(item);
    onPick({ name, imageUrl: config.image(item) });
    onOpenChange(false);
    toast({ title: `"${name}" added to #${rank}` });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid max-h-[min(44rem,calc(100dvh-2rem))] grid-rows-[auto_auto_minmax(0,1fr)] overflow-hidden sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{config.title}</DialogTitle>
          <DialogDescription>{`Choose your #${rank}, or close this and type it in yourself.`}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the slot's text. */}
        <PickerBody config={config} initialQuery={initialQuery ?? ''} onPick={pick} />
      </DialogContent>
    </Dialog>
  );
}

function PickerBody<T>({
  config,
  initialQuery,
  onPick,
}: {
  config: PickerKindConfig<T>;
  initialQuery: string;
  onPick: (item: T) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initialQuery);
  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = config.useSearch(query);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const results = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-pick]') ?? []);
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      results()[0]?.focus();
    } else if (event.key === 'Enter') {
      // Searching is as you type: Enter must not submit a form this dialog may sit in.
      event.preventDefault();
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = results();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) inputRef.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)].focus();
  };

  let content: ReactNode;
  if (typed === '') {
    content = <EmptyState icon={Search} title={`Search for ${config.noun} to see results`} />;
  } else if (query !== typed || search.isPending) {
    content = <LoadingState label="Searching..." className="min-h-48" />;
  } else if (search.isError) {
    content = (
      <ErrorState
        title={config.failure}
        message={config.failureWithStatus && isApiError(search.error) ? search.error.message : undefined}
      />
    );
  } else if (!search.items || search.items.length === 0) {
    content = <EmptyState icon={Search} title={`No ${config.noun} found for "${query}"`} />;
  } else {
    content = (
      <ul
        ref={listRef}
        aria-label={`${config.title} results`}
        className="grid gap-1.5"
        onKeyDown={onListKeyDown}
      >
        {search.items.map((item) => {
          const name = config.name(item);
          const detailsId = `${id}-${config.key(item)}`;
          const href = config.link(item);
          return (
            <li key={config.key(item)} className="flex items-stretch gap-1">
              <button
                type="button"
                data-pick=""
                aria-label={name}
                aria-describedby={detailsId}
                onClick={() => onPick(item)}
                className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-lg border border-transparent p-2 text-left transition-colors hover:border-border hover:bg-accent"
              >
                {config.render(item, detailsId)}
              </button>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open ${name} on ${config.linkSite}`}
                  title={`Open on ${config.linkSite}`}
                  className="flex w-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  const showFallback = search.liveFailed === true && typed !== '' && query === typed && !search.isPending;

  return (
    <>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={`Search ${config.noun}...`}
          aria-label={`Search ${config.noun}`}
          autoComplete="off"
          className="pl-10"
        />
      </div>
      <div className="-mx-2 min-h-0 overflow-y-auto px-2">
        {showFallback ? (
          <div
            role="status"
            className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-muted/60 p-2.5 text-sm"
          >
            <span className="min-w-0 flex-1">
              Live search is not answering right now, so these are matches from our offline catalog.
            </span>
            {search.retry ? (
              <Button type="button" variant="outline" size="sm" onClick={search.retry}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
        {content}
      </div>
      <p role="status" className="sr-only">
        {search.items && query === typed && typed !== '' ? resultCount(search.items.length) : ''}
      </p>
    </>
  );
}

function resultCount(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}
