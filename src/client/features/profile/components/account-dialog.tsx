/**
 * Account settings, opened from the member's own profile: email (changed by a mailed link), password, and
 * the browsers they are signed in on. Loaded when first opened (decision 030).
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import type { SocialLinkResult } from '@/shared/api/auth';
import { useAccountSettings } from '../api/account-settings';
import { AccountEmailForm } from './account-email-form';
import { AccountPasswordForm } from './account-password-form';
import { AccountProviders } from './account-providers';
import { AccountSessions } from './account-sessions';

/** How linking a provider ended, when the dialog opens on the way back from the provider. */
const LINK_NOTICES: Record<SocialLinkResult, string> = {
  linked: 'Provider linked: you can now sign in with it.',
  link_taken: 'That account is already linked to another Top 5 member, so it was not linked.',
  link_failed: 'The provider was not linked. Please try again.',
};

export function AccountDialog({
  open,
  onOpenChange,
  linkResult,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  linkResult?: SocialLinkResult | null;
}) {
  const settings = useAccountSettings(open);
  const data = settings.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Account settings</DialogTitle>
          <DialogDescription>
            Your email, your password, how you sign in and where you are signed in.
          </DialogDescription>
        </DialogHeader>
        {linkResult ? (
          <p
            role="status"
            className={
              linkResult === 'linked' ? 'text-sm font-medium' : 'text-sm font-medium text-destructive'
            }
          >
            {LINK_NOTICES[linkResult]}
          </p>
        ) : null}
        {settings.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" label="Loading account settings" />
            Loading...
          </p>
        ) : settings.isError || !data ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your account settings.{' '}
            <button
              type="button"
              className="cursor-pointer font-medium underline"
              onClick={() => void settings.refetch()}
            >
              Try again
            </button>
          </p>
        ) : (
          <div className="grid gap-6">
            <section aria-labelledby="account-email-heading" className="grid gap-3">
              <h3 id="account-email-heading" className="font-semibold">
                Email
              </h3>
              <AccountEmailForm
                email={data.email}
                pendingEmail={data.pendingEmail}
                hasPassword={data.hasPassword}
              />
            </section>
            <section aria-labelledby="account-password-heading" className="grid gap-3 border-t pt-5">
              <h3 id="account-password-heading" className="font-semibold">
                {data.hasPassword ? 'Password' : 'Set a password'}
              </h3>
              {data.hasPassword ? null : (
                <p className="text-sm text-muted-foreground">
                  You have no password yet: you sign in with Google or Facebook. Set one to sign in with your
                  email and password too.
                </p>
              )}
              <AccountPasswordForm hasPassword={data.hasPassword} />
            </section>
            <section aria-labelledby="account-providers-heading" className="grid gap-3 border-t pt-5">
              <h3 id="account-providers-heading" className="font-semibold">
                Sign in with
              </h3>
              <AccountProviders linked={data.linkedProviders} hasPassword={data.hasPassword} />
            </section>
            <section aria-labelledby="account-sessions-heading" className="grid gap-3 border-t pt-5">
              <h3 id="account-sessions-heading" className="font-semibold">
                Where you are signed in
              </h3>
              <AccountSessions sessions={data.sessions} />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
