import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { useAuth } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import {
  DATA_DELETION_REASON_MAX,
  type DataDeletionRequestInput,
  dataDeletionRequestSchema,
} from '@/shared/schemas/data-deletion';
import { useSubmitDataDeletionRequest } from '../api/submit-data-deletion-request';

export const CONFIRMATION_REQUIRED = 'Please confirm that you understand your data will be deleted';

/** The server's rules plus the page's own: the confirmation box must be ticked (it is not sent). */
const formSchema = dataDeletionRequestSchema.extend({
  confirmed: z.boolean().refine((value) => value, CONFIRMATION_REQUIRED),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * The data deletion request (docs/product.md sections 2, 4, 5 and 8): email ('Email Required'), reason
 * ('Reason Required') and a required confirmation; 'Request Submitted' then the confirmation screen, or
 * 'Submission Failed' with the reason.
 */
export function DataDeletionForm({
  onSubmitted,
}: {
  onSubmitted: (request: DataDeletionRequestInput) => void;
}) {
  const submit = useSubmitDataDeletionRequest();
  const { user } = useAuth();
  // Joined with Facebook without sharing an address: the account's made-up one (…@users.invalid) is the
  // only one that finds it, and the member cannot know it, so it is filled in for them.
  const madeUp = user?.email.endsWith('@users.invalid') ? user.email : null;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: madeUp ?? '', reason: '', confirmed: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email, reason }) =>
    submit.mutate(
      { email, reason },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Request Submitted', description: message });
          onSubmitted({ email, reason });
        },
        onError: (error) =>
          toast({
            title: 'Submission Failed',
            description:
              isApiError(error) && error.serverMessage
                ? error.serverMessage
                : 'Could not send your request. Please try again.',
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="deletion-email"
        label="Email address"
        error={errors.email?.message}
        hint={
          madeUp
            ? 'Your account has no email address of yours (you joined with Facebook): this one finds it.'
            : 'The email address of your Top 5 account.'
        }
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          readOnly={madeUp !== null}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="deletion-reason"
        label="Reason for deletion"
        error={errors.reason?.message}
        hint="Tell us what you want deleted and why; it helps us handle your request."
      >
        <Textarea rows={5} maxLength={DATA_DELETION_REASON_MAX} {...form.register('reason')} />
      </FormField>
      <Controller
        control={form.control}
        name="confirmed"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                id="deletion-confirm"
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? 'deletion-confirm-error' : undefined}
              />
              <Label htmlFor="deletion-confirm" className="leading-snug font-normal">
                I understand that my account and all its data (answers, likes, comments, follows and
                notifications) will be permanently deleted and cannot be recovered.
              </Label>
            </div>
            {fieldState.error ? (
              <p
                id="deletion-confirm-error"
                role="alert"
                className="text-[0.8125rem] font-medium text-destructive"
              >
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
      <Button type="submit" variant="destructive" className="w-full sm:w-fit" disabled={submit.isPending}>
        {submit.isPending ? (
          <Spinner className="size-4 text-current" label="Submitting" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {submit.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
