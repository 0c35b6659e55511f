import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Spinner } from '@/client/components/ui/spinner';
import { useLikers } from '../api/get-likers';

/** 'Liked by 1 person', 'Liked by 2 people' (docs/product.md section 4, Like). */
export function likedByHeader(total: number): string {
  return `Liked by ${total} ${total === 1 ? 'person' : 'people'}`;
}

/**
 * The list of who liked a response, in the likers dialog under its title 'Liked by N people'. Nothing is
 * fetched until it is open and the count is above 0 (docs/product.md section 4): 'No likes yet',
 * 'Loading...', 'No users found', or the first 10 and 'and N more...'.
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

  const { likers, total } = query.data;
  if (likers.length === 0) return <p className="px-1 py-0.5 text-sm text-muted-foreground">No users found</p>;
  const more = total - likers.length;

  return (
    <div className="grid gap-2">
      <ul className="grid gap-0.5">
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
      {more > 0 ? <p className="px-1 text-xs text-muted-foreground">and {more} more...</p> : null}
    </div>
  );
}
