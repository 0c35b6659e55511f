import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { Spinner } from '@/client/components/ui/spinner';
import { type ToastInput, toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { loginSchema } from '@/shared/schemas/auth';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { useReturnPath } from '../use-return-path';

/** The toast for a failed sign-in (docs/product.md section 8 Login). */
export function loginFailure(error: unknown): ToastInput {
  const text = isApiError(error) ? error.serverMessage : error instanceof Error ? error.message : '';
  if (/not verified/i.test(text)) {
    return {
      title: 'Email not verified',
      description: 'Please check your email for the verification link or request a new one.',
      variant: 'destructive',
    };
  }
  if (isApiError(error) && error.status === 401) {
    return {
      title: 'Login Failed',
      description: text || 'Invalid email or password',
      variant: 'destructive',
    };
  }
  return { title: 'Login failed', description: text, variant: 'destructive' };
}

export function LoginForm({
  defaultEmail = '',
  onForgotPassword,
}: {
  defaultEmail?: string;
  /** Opens the forgot-password view, carrying over what was typed as email. */
  onForgotPassword: (email: string) => void;
}) {
  const navigate = useNavigate();
  const next = useReturnPath();
  const login = useLogin();
  const resend = useResendVerification();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  // mutateAsync, not mutate's callbacks: signing in re-renders /auth into a redirect, which would drop them.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      toast(loginFailure(error));
      return;
    }
    toast({ title: 'Login successful', description: 'Welcome back!' });
    navigate(next);
  });

  const resendVerification = () => {
    const email = String(form.getValues('email') ?? '').trim();
    if (!email) {
      toast({
        title: 'Email required',
        description: 'Please enter your email address first.',
        variant: 'destructive',
      });
      return;
    }
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast({
            title: 'Verification email sent',
            description:
              'If your account exists and is not verified, you will receive a new verification link.',
          }),
        onError: (error) =>
          toast({
            title: 'Failed to resend verification email',
            description: isApiError(error) ? error.serverMessage : undefined,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <div className="grid gap-2">
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <button
          type="button"
          onClick={() => onForgotPassword(String(form.getValues('email') ?? ''))}
          className="w-fit cursor-pointer justify-self-end rounded text-[0.8125rem] font-medium text-primary hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner className="size-4 text-current" label="Signing in" /> : null}
        Sign In
      </Button>
      <p className="text-center text-[0.8125rem] text-muted-foreground">
        Didn't get the verification email?{' '}
        <button
          type="button"
          onClick={resendVerification}
          disabled={resend.isPending}
          className="cursor-pointer rounded font-medium text-primary hover:underline disabled:opacity-60"
        >
          Resend verification
        </button>
      </p>
    </form>
  );
}
