import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { type ChangeEmailInput, changeEmailSchema } from '@/shared/schemas/auth';
import { useChangeEmail } from '../api/account-settings';

/** Change email: the new address counts once the link mailed to it is followed. */
export function AccountEmailForm({
  email,
  pendingEmail,
  hasPassword,
}: {
  email: string;
  pendingEmail: string | null;
  hasPassword: boolean;
}) {
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ newEmail, currentPassword }) =>
    change.mutate(
      { newEmail, currentPassword: hasPassword ? currentPassword : undefined },
      {
        onSuccess: (result) => {
          form.reset();
          toast({ title: 'Check your new address', description: result.message });
        },
        onError: (error) =>
          toast({
            title: 'Could not change email',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change email">
      <p className="text-sm">
        Your email is <strong className="break-all">{email}</strong>.
        {pendingEmail ? (
          <>
            {' '}
            Waiting for you to confirm <strong className="break-all">{pendingEmail}</strong> from the link we
            mailed there.
          </>
        ) : null}
      </p>
      <FormField id="account-new-email" label="New email" error={errors.newEmail?.message}>
        <Input type="email" autoComplete="email" {...form.register('newEmail')} />
      </FormField>
      {hasPassword ? (
        <FormField
          id="account-email-current-password"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? 'Sending...' : 'Send confirmation link'}
      </Button>
    </form>
  );
}
