import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { registerFormSchema } from '@/shared/schemas/auth';
import { useRegister } from '../api/register';
import { passwordMatchIssue, postalCodeIssue, withCrossFieldChecks } from '../form-checks';
import { LocationFields, locationBody } from './location-fields';

const resolver = withCrossFieldChecks(zodResolver(registerFormSchema), (values) => ({
  ...postalCodeIssue(values),
  ...passwordMatchIssue(values.password, values.confirmPassword),
}));

const emptyForm = {
  username: '',
  displayName: '',
  email: '',
  password: '',
  confirmPassword: '',
  birthMonth: '',
  birthYear: '',
  country: '',
  city: '',
  postalCode: '',
};

/**
 * Registration (docs/product.md sections 5 and 8): creates the account, then the member verifies the email.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const registerAccount = useRegister();
  const form = useForm({ resolver, defaultValues: emptyForm });
  const { errors } = form.formState;
  // Why the server refused (e.g. a taken username) stays on screen after the toast is gone.
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    setServerError(null);
    registerAccount.mutate(locationBody(values), {
      onSuccess: () => {
        toast({
          title: 'Registration successful',
          description: 'Please check your email to verify your account.',
        });
        onRegistered(values.email);
      },
      onError: (error) => {
        toast({
          title: 'Registration Failed',
          description: 'Could not create account',
          variant: 'destructive',
        });
        if (isApiError(error) && error.status < 500) setServerError(error.serverMessage);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="register-username" label="Username" error={errors.username?.message}>
            <Input autoComplete="username" placeholder="movie_buff" {...form.register('username')} />
          </FormField>
          <FormField id="register-display-name" label="Display name" error={errors.displayName?.message}>
            <Input autoComplete="name" placeholder="Alex Doe" {...form.register('displayName')} />
          </FormField>
        </div>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="register-password"
            label="Password"
            error={errors.password?.message}
            hint="8+ characters with upper and lower case letters and a number."
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField
            id="register-confirm-password"
            label="Confirm password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </div>
        <LocationFields idPrefix="register" />
        {serverError ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/25 bg-destructive/5 px-3 py-2 text-sm text-destructive"
          >
            {serverError}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={registerAccount.isPending}>
          {registerAccount.isPending ? (
            <Spinner className="size-4 text-current" label="Creating account" />
          ) : null}
          Create Account
        </Button>
      </form>
    </FormProvider>
  );
}
