import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { type ChangePasswordFormInput, changePasswordFormSchema } from '@/shared/schemas/auth';
import { useChangePassword } from '../api/account-settings';

/** Change password: the current one when the member has one (social-only members have none to give). */
export function AccountPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword: hasPassword ? currentPassword : undefined, newPassword },
      {
        onSuccess: (result) => {
          form.reset();
          toast({ title: hasPassword ? 'Password changed' : 'Password set', description: result.message });
        },
        onError: (error) =>
          toast({
            title: 'Could not change password',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={hasPassword ? 'Change password' : 'Set a password'}
    >
      {hasPassword ? (
        <FormField
          id="account-current-password"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      ) : null}
      <FormField
        id="account-new-password"
        label="New password"
        error={errors.newPassword?.message}
        hint="8+ characters with upper and lower case letters and a number."
      >
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField
        id="account-confirm-password"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : hasPassword ? 'Change password' : 'Set password'}
      </Button>
    </form>
  );
}
