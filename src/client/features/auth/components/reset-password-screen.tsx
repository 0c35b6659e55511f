import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { Spinner } from '@/client/components/ui/spinner';
import { type ToastInput, toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import { REDIRECT_DELAY_MS } from '@/shared/constants';
import { resetPasswordFormSchema } from '@/shared/schemas/auth';
import { useResetPassword } from '../api/reset-password';
import { passwordMatchIssue, withCrossFieldChecks } from '../form-checks';
import { AuthCard, AuthFrame } from './auth-frame';
import { StatusPanel } from './status-panel';

const resolver = withCrossFieldChecks(zodResolver(resetPasswordFormSchema), (values) =>
  passwordMatchIssue(values.newPassword, values.confirmPassword),
);

/** The toast for a failed reset (docs/product.md section 8 Reset). */
export function resetFailure(error: unknown): ToastInput {
  if (isApiError(error) && error.status === 400) {
    return {
      title: 'Invalid reset link',
      description: 'The password reset link is invalid or has expired.',
      variant: 'destructive',
    };
  }
  if (isApiError(error)) {
    return {
      title: 'Password reset failed',
      description: 'Failed to reset password. Please try again.',
      variant: 'destructive',
    };
  }
  return {
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'destructive',
  };
}

/** /reset-password?token=: choose a new password, then back to /auth after 3 s. */
export function ResetPasswordScreen() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver, defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/auth'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const backToLogin = (
    <Button asChild>
      <Link to="/auth">Back to Login</Link>
    </Button>
  );

  if (!token) {
    return (
      <AuthFrame>
        <AuthCard>
          <StatusPanel tone="error" title="Invalid Reset Link" actions={backToLogin}>
            This password reset link is missing its token. Request a new link from the login page.
          </StatusPanel>
        </AuthCard>
      </AuthFrame>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthFrame>
        <AuthCard>
          <StatusPanel tone="success" title="Password reset successful" actions={backToLogin}>
            {reset.data?.message ?? 'Your password has been changed.'} Taking you to the login page…
          </StatusPanel>
        </AuthCard>
      </AuthFrame>
    );
  }

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset.mutate({ token, newPassword }, { onError: (error) => toast(resetFailure(error)) }),
  );

  return (
    <AuthFrame>
      <div className="mb-6 grid gap-2 text-center sm:text-left">
        <h1 className="text-2xl font-bold sm:text-3xl">Choose a new password</h1>
        <p className="text-muted-foreground">Pick something you have not used here before.</p>
      </div>
      <AuthCard>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField
            id="reset-new-password"
            label="New password"
            error={errors.newPassword?.message}
            hint="8+ characters with upper and lower case letters and a number."
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField
            id="reset-confirm-password"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? <Spinner className="size-4 text-current" label="Resetting" /> : null}
            Reset Password
          </Button>
          <Button asChild variant="ghost" className="w-full">
            <Link to="/auth">Back to Login</Link>
          </Button>
        </form>
      </AuthCard>
    </AuthFrame>
  );
}
