import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { useFollowers } from '../api/get-followers';
import { useFollowing } from '../api/get-following';

export type FollowListKind = 'followers' | 'following';

/** The Followers or Following list of a profile, opened from its counts; fetched when opened. */
export function UserListDialog({
  username,
  displayName,
  kind,
  onClose,
}: {
  username: string;
  displayName: string;
  /** Which list is open; null when closed. */
  kind: FollowListKind | null;
  onClose: () => void;
}) {
  const followers = useFollowers(username, kind === 'followers');
  const following = useFollowing(username, kind === 'following');
  const query = kind === 'following' ? following : followers;
  const users = query.data?.pages.flatMap((page) => page.users) ?? [];
  const title = kind === 'following' ? 'Following' : 'Followers';

  return (
    <Dialog open={kind !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-sm gap-3 p-0">
        <DialogHeader className="border-b px-5 pt-5 pb-4">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {kind === 'following' ? `People ${displayName} follows` : `People who follow ${displayName}`}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] min-h-32 overflow-y-auto px-3 pb-4">
          {query.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label={`Loading ${title.toLowerCase()}`} />
            </div>
          ) : query.isError ? (
            <p role="alert" className="px-2 py-6 text-center text-sm text-destructive">
              Error loading users: {query.error.message}
            </p>
          ) : users.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
              <Users className="size-6" aria-hidden="true" />
              No users found
            </div>
          ) : (
            <ul className="grid gap-0.5">
              {users.map((member) => (
                <li key={member.id}>
                  <Link
                    to={`/users/${encodeURIComponent(member.username)}`}
                    onClick={onClose}
                    className="flex items-center gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-accent"
                  >
                    <Avatar src={member.profilePicture} name={member.displayName} className="size-10" />
                    <span className="grid min-w-0 leading-tight">
                      <span className="truncate text-sm font-semibold">{member.displayName}</span>
                      <span className="truncate text-sm text-muted-foreground">@{member.username}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage ? (
            <div className="flex justify-center pt-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
              </Button>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
