import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { useSocialProviders } from '@/client/features/auth';
import { useAccountSettings } from '@/client/features/profile';
import { isApiError } from '@/client/lib/api';
import type { SocialProvider } from '@/shared/api/auth';
import { type DeleteMyAccountInput, deleteMyAccountSchema } from '@/shared/schemas/my-data';
import { useConfirmDeletionWithProvider } from '../api/confirm-deletion-with-provider';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { useMailAccountDeletionLink } from '../api/deletion-by-mail';

/**
 * Deleting one's own account after typing the password again. A wrong password (403) is shown on the field
 * and nothing changes; on success the member is signed out and taken home. A member without a password
 * confirms with a linked provider, or by a link mailed to a real address (docs/decisions/082).
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete my account</DialogTitle>
          <DialogDescription>
            Your profile, every Top 5 you shared with all its versions, your likes, comments, follows and
            notifications are deleted for good, and you are signed out everywhere. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DeleteAccountForm onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const settings = useAccountSettings(true);
  if (settings.data && !settings.data.hasPassword) {
    return (
      <div className="grid gap-5">
        <ConfirmWithProvider linked={settings.data.linkedProviders} />
        {settings.data.canConfirmByMail ? <ConfirmByMail email={settings.data.email} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return <DeleteWithPasswordForm onCancel={onCancel} linked={settings.data?.linkedProviders ?? []} />;
}

function DeleteWithPasswordForm({ onCancel, linked }: { onCancel: () => void; linked: SocialProvider[] }) {
  const navigate = useNavigate();
  const remove = useDeleteMyAccount();
  const form = useForm<DeleteMyAccountInput>({
    resolver: zodResolver(deleteMyAccountSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: ({ message }) => {
        toast({ title: 'Account deleted', description: message });
        navigate('/');
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 403) {
          form.setError('password', { message: error.serverMessage || 'Incorrect password' });
          return;
        }
        toast({
          title: 'Failed to delete account',
          description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="delete-account-password"
        label="Password"
        error={form.formState.errors.password?.message}
      >
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <ConfirmWithProvider linked={linked} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? <Spinner className="size-4 text-current" label="Deleting" /> : null}
          Delete my account
        </Button>
      </DialogFooter>
    </form>
  );
}

const PROVIDERS: Array<{ id: SocialProvider; name: string }> = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
];

/**
 * Members who joined with Google or Facebook have no password to type: they confirm by signing in with a
 * provider linked to their account again, and the account is deleted when they come back (issue 20).
 */
function ConfirmWithProvider({ linked }: { linked: SocialProvider[] }) {
  const { data: configured } = useSocialProviders();
  const confirm = useConfirmDeletionWithProvider();
  const offered = PROVIDERS.filter((provider) => configured?.[provider.id] && linked.includes(provider.id));
  if (offered.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-xl border bg-muted/40 p-3 text-sm">
      <p className="text-muted-foreground">Or confirm by signing in again with:</p>
      <div className="flex flex-wrap gap-2">
        {offered.map(({ id, name }) => (
          <Button
            key={id}
            variant="outline"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(id, {
                onError: (error) =>
                  toast({
                    title: 'Failed to delete account',
                    description: isApiError(error) ? error.serverMessage : 'Please try again.',
                    variant: 'destructive',
                  }),
              })
            }
          >
            {`Confirm with ${name}`}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** The mailed link: for a member without a password whose address is real (not a made-up users.invalid). */
function ConfirmByMail({ email }: { email: string }) {
  const mail = useMailAccountDeletionLink();
  return (
    <div className="grid gap-2 rounded-xl border bg-muted/40 p-3 text-sm">
      <p className="text-muted-foreground">{`Or confirm from a link we email to ${email}:`}</p>
      {mail.isSuccess ? (
        <p role="status" className="font-medium">
          {mail.data.message}
        </p>
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={mail.isPending}
          onClick={() =>
            mail.mutate(undefined, {
              onError: (error) =>
                toast({
                  title: 'Could not send the link',
                  description: isApiError(error) ? error.serverMessage : 'Please try again.',
                  variant: 'destructive',
                }),
            })
          }
        >
          Email me a link
        </Button>
      )}
    </div>
  );
}
