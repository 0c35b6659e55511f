import { UserCheck, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { useAuth, useSignInPath } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import type { ProfileUser } from '@/shared/api/users';
import { useFollowUser, useUnfollowUser } from '../api/follow-user';

/**
 * Follow / Unfollow on someone else's profile (docs/product.md sections 4 and 8). Visitors see Follow, which
 * leads to /auth. The profile is not shown one to its owner.
 */
export function FollowButton({ profile }: { profile: ProfileUser }) {
  const { user } = useAuth();
  const signIn = useSignInPath();
  const navigate = useNavigate();
  const follow = useFollowUser(user?.username);
  const unfollow = useUnfollowUser(user?.username);
  const pending = follow.isPending || unfollow.isPending;

  if (!user) {
    return (
      <Button onClick={() => navigate(signIn)}>
        <UserPlus aria-hidden="true" />
        Follow
      </Button>
    );
  }

  const message = (error: unknown) => (isApiError(error) ? error.serverMessage : 'Please try again.');

  if (profile.isFollowing) {
    return (
      <Button
        variant="outline"
        disabled={pending}
        onClick={() =>
          unfollow.mutate(profile.username, {
            onSuccess: () => toast({ title: 'You unfollowed the user', description: `@${profile.username}` }),
            onError: (error) =>
              toast({ title: 'Failed to unfollow', description: message(error), variant: 'destructive' }),
          })
        }
      >
        {pending ? <Spinner className="size-4" label="Saving" /> : <UserCheck aria-hidden="true" />}
        Unfollow
      </Button>
    );
  }

  return (
    <Button
      disabled={pending}
      onClick={() =>
        follow.mutate(profile.username, {
          onSuccess: () => toast({ title: 'You are now following', description: profile.displayName }),
          onError: (error) =>
            toast({ title: 'Failed to follow', description: message(error), variant: 'destructive' }),
        })
      }
    >
      {pending ? <Spinner className="size-4 text-current" label="Saving" /> : <UserPlus aria-hidden="true" />}
      Follow
    </Button>
  );
}
