import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { emailOnlySchema } from '@/shared/schemas/auth';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The forgot-password view of /auth: asks for the email and sends the reset link. */
export function ForgotPasswordForm({
  defaultEmail = '',
  onBack,
}: {
  defaultEmail?: string;
  onBack: () => void;
}) {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: defaultEmail } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Password reset link sent',
          description: 'If an account exists with this email, you will receive a password reset link.',
        });
        onBack();
      },
      onError: (error) =>
        toast({
          title: 'Failed to send reset link',
          description: isApiError(error) ? error.serverMessage : undefined,
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? <Spinner className="size-4 text-current" label="Sending" /> : null}
        Send Reset Link
      </Button>
      <Button variant="ghost" onClick={onBack} className="w-full">
        <ArrowLeft aria-hidden="true" />
        Back to Login
      </Button>
    </form>
  );
}
