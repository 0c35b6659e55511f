import { useQueryClient } from '@tanstack/react-query';
import { Sparkles, UserCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { useAuth } from '@/client/features/auth';
import { useFollowUser, useUnfollowUser } from '@/client/features/profile';
import { isApiError } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { TasteTwin } from '@/shared/api/users';
import { useTasteTwins } from '../api/get-taste-twins';

export const TWINS_TITLE_OWN = 'People who rank like you';
export const twinsTitleOf = (displayName: string) => `People who rank like ${displayName}`;

export interface TasteTwinsProps {
  /** Whose twins. */
  username: string;
  displayName: string;
  own: boolean;
}

/**
 * Taste twins (issue 25): the members whose public lists agree most with the member's, each with a follow
 * button. Shown to signed-in viewers, on their home and on a member's profile.
 */
export function TasteTwins({ username, displayName, own }: TasteTwinsProps) {
  const { user } = useAuth();
  const twins = useTasteTwins(username, user !== null);
  if (!user) return null;
  const title = own ? TWINS_TITLE_OWN : twinsTitleOf(displayName);

  let body: React.ReactNode;
  if (twins.isPending) {
    body = <Skeleton className="h-24 w-full rounded-xl" />;
  } else if (twins.isError) {
    body = (
      <ErrorState
        title="Could not load these members"
        message={isApiError(twins.error) ? twins.error.serverMessage : undefined}
        onRetry={() => void twins.refetch()}
      />
    );
  } else if (twins.data.twins.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        {own
          ? 'Nobody yet: they show once you and others have answered at least three of the same questions publicly.'
          : `Nobody yet: they show once ${displayName} and others have answered at least three of the same questions publicly.`}
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2">
        {twins.data.twins.map((twin) => (
          <TwinRow key={twin.user.id} twin={twin} owner={username} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`twins-${username}`} className="grid gap-4" data-testid="taste-twins">
      <h2 id={`twins-${username}`} className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
        <Sparkles className="size-6 text-primary" aria-hidden="true" />
        {title}
      </h2>
      {body}
    </section>
  );
}

function TwinRow({ twin, owner }: { twin: TasteTwin; owner: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const follow = useFollowUser(user?.username);
  const unfollow = useUnfollowUser(user?.username);
  const pending = follow.isPending || unfollow.isPending;
  const { username, displayName, profilePicture } = twin.user;
  const options = {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.users.twins(owner) }),
    onError: (error: unknown) =>
      toast({
        title: 'Please try again.',
        description: isApiError(error) ? error.serverMessage : undefined,
        variant: 'destructive',
      }),
  };
  const questions = `${twin.sharedQuestions} ${twin.sharedQuestions === 1 ? 'question' : 'questions'}`;
  return (
    <li
      className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-card"
      data-testid="taste-twin"
    >
      <Avatar src={profilePicture} name={displayName} className="size-10" />
      <div className="grid min-w-0 flex-1">
        <Link
          to={`/users/${encodeURIComponent(username)}`}
          className="truncate font-semibold hover:underline"
        >
          {displayName}
        </Link>
        <span className="text-sm text-muted-foreground">{`${twin.agreement}% agreement on ${questions}`}</span>
      </div>
      {twin.isFollowing ? (
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={`Unfollow ${displayName}`}
          onClick={() => unfollow.mutate(username, options)}
        >
          {pending ? <Spinner className="size-4" label="Saving" /> : <UserCheck aria-hidden="true" />}
          Unfollow
        </Button>
      ) : (
        <Button
          size="sm"
          disabled={pending}
          aria-label={`Follow ${displayName}`}
          onClick={() => follow.mutate(username, options)}
        >
          {pending ? (
            <Spinner className="size-4 text-current" label="Saving" />
          ) : (
            <UserPlus aria-hidden="true" />
          )}
          Follow
        </Button>
      )}
    </li>
  );
}
