import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { LIKERS_SHOWN } from '@/shared/constants';
import { useLikers } from '../api/get-likers';

/** 'Liked by 1 person', 'Liked by 2 people' (docs/product.md section 4, Like). */
export function likedByHeader(total: number): string {
  return `Liked by ${total} ${total === 1 ? 'person' : 'people'}`;
}

/**
 * The list of who liked a response, in the likers dialog under its title 'Liked by N people'. Nothing is
 * fetched until it is open and the count is above 0 (docs/product.md section 4): 'No likes yet',
 * 'Loading...', 'No users found', or the first 10 and 'Show N more' for the next 10, until every liker shows.
 */
export function LikersList({
  responseId,
  count,
  open,
}: {
  responseId: number;
  count: number;
  open: boolean;
}) {
  const query = useLikers(responseId, open && count > 0);

  if (count <= 0) return <p className="px-1 py-0.5 text-sm text-muted-foreground">No likes yet</p>;
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 px-1 py-0.5 text-sm text-muted-foreground">
        <Spinner className="size-4" label="Loading likes" />
        Loading...
      </p>
    );
  }
  if (query.isError) {
    return <p className="px-1 py-0.5 text-sm text-destructive">Could not load likes. Please try again.</p>;
  }

  const likers = query.data.pages.flatMap((page) => page.likers);
  const total = query.data.pages[0]?.total ?? 0;
  if (likers.length === 0) return <p className="px-1 py-0.5 text-sm text-muted-foreground">No users found</p>;
  const more = Math.max(0, total - likers.length);

  return (
    <div className="grid gap-2">
      <ul className="grid max-h-[60dvh] gap-0.5 overflow-y-auto">
        {likers.map((liker) => (
          <li key={liker.id}>
            <Link
              to={`/users/${encodeURIComponent(liker.username)}`}
              className="flex items-center gap-2.5 rounded-md px-1 py-1 transition-colors hover:bg-accent"
            >
              <Avatar src={liker.profilePicture} name={liker.displayName} className="size-7" />
              <span className="grid min-w-0 leading-tight">
                <span className="truncate text-sm font-medium">{liker.displayName}</span>
                <span className="truncate text-xs text-muted-foreground">@{liker.username}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-disabled={query.isFetchingNextPage || undefined}
          onClick={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          {query.isFetchingNextPage
            ? 'Loading...'
            : `Show ${Math.min(more || LIKERS_SHOWN, LIKERS_SHOWN)} more`}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="px-1 text-xs text-destructive">
          Could not load more likes. Please try again.
        </p>
      ) : null}
    </div>
  );
}
