import { FacebookColorIcon, GoogleIcon } from '@/client/components/brand-icons';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useSocialProviders } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import type { SocialProvider } from '@/shared/api/auth';
import { useLinkProvider, useUnlinkProvider } from '../api/account-settings';

const PROVIDERS = [
  { id: 'google', name: 'Google', Icon: GoogleIcon },
  { id: 'facebook', name: 'Facebook', Icon: FacebookColorIcon },
] as const;

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: isApiError(error) ? error.serverMessage : 'Please try again.',
    variant: 'destructive',
  });

/**
 * The providers a member signs in with (docs/decisions/080): Link goes through the provider's sign-in and
 * comes back to the profile; Unlink is refused by the server when it would leave no way in, and the button
 * says so before it is pressed.
 */
export function AccountProviders({
  linked,
  hasPassword,
}: {
  linked: SocialProvider[];
  hasPassword: boolean;
}) {
  const { data: configured } = useSocialProviders();
  const link = useLinkProvider();
  const unlink = useUnlinkProvider();
  const lastWayIn = !hasPassword && linked.length === 1;
  const shown = PROVIDERS.filter(({ id }) => linked.includes(id) || configured?.[id]);
  if (shown.length === 0)
    return <p className="text-sm text-muted-foreground">You sign in with your password.</p>;
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label="Sign-in providers">
        {shown.map(({ id, name, Icon }) => {
          const isLinked = linked.includes(id);
          return (
            <li key={id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3">
              <span className="flex items-center gap-2 text-sm">
                <Icon />
                <span className="font-medium">{name}</span>
                <span className="text-muted-foreground">{isLinked ? 'Linked' : 'Not linked'}</span>
              </span>
              {isLinked ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Unlink ${name}`}
                  aria-describedby={lastWayIn ? 'account-last-way-in' : undefined}
                  disabled={unlink.isPending}
                  onClick={() =>
                    unlink.mutate(id, {
                      onSuccess: ({ message }) => toast({ title: message }),
                      onError: failed(`Could not unlink ${name}`),
                    })
                  }
                >
                  Unlink
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Link ${name}`}
                  disabled={link.isPending}
                  onClick={() => link.mutate(id, { onError: failed(`Could not link ${name}`) })}
                >
                  Link
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {lastWayIn ? (
        <p id="account-last-way-in" className="text-sm text-muted-foreground">
          This is your only way to sign in: set a password below before unlinking it.
        </p>
      ) : null}
    </div>
  );
}
