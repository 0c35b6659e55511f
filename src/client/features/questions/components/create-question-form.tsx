import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { MAX_END_DATE_DAYS } from '@/shared/constants';
import {
  type QuestionCreateData,
  type QuestionCreateInput,
  questionCreateSchemaFor,
} from '@/shared/schemas/question';
import { useCreateQuestion } from '../api/create-question';
import { QuestionImageField } from './question-image-field';

/** 'YYYY-MM-DD' of a day in the member's own time zone (what a date input reads and writes). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const emptyForm: QuestionCreateInput = { title: '', description: '', imageUrl: '', endDate: '' };

/**
 * Create question (docs/product.md sections 2, 4 and 5): the shared schema checks it here
 * and again on the server.
 */
export function CreateQuestionForm({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  const createQuestion = useCreateQuestion();
  const schema = useMemo(() => questionCreateSchemaFor({ isAdmin }), [isAdmin]);
  const form = useForm<QuestionCreateInput, unknown, QuestionCreateData>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const today = new Date();
  const latest = new Date(today);
  latest.setDate(latest.getDate() + MAX_END_DATE_DAYS);

  const onSubmit = form.handleSubmit((values) => {
    createQuestion.mutate(values, {
      onSuccess: (question) => {
        toast({ title: 'Question created successfully', description: 'Now share your own Top 5!' });
        navigate(`/question/${question.id}`);
      },
      onError: (error) =>
        toast({
          title: 'Failed to create question',
          description: isApiError(error) ? error.serverMessage : error.message,
          variant: 'destructive',
        }),
    });
  });
  const submitting = createQuestion.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormField id="question-title" label="Title" error={errors.title?.message}>
        <Input placeholder="e.g. Top 5 Movies of the 90s" maxLength={200} {...form.register('title')} />
      </FormField>
      <FormField
        id="question-description"
        label="Description"
        error={errors.description?.message}
        hint="Tell people what to rank and how to choose."
      >
        <Textarea
          rows={4}
          placeholder="What makes a movie one of the best of the decade? Box office, influence, rewatchability..."
          {...form.register('description')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <QuestionImageField
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={submitting}
          />
        )}
      />
      <FormField
        id="question-end-date"
        label="End date (optional)"
        error={errors.endDate?.message}
        hint={
          isAdmin
            ? 'Leave empty for no end date.'
            : `Leave empty for no end date, or pick a day within the next ${MAX_END_DATE_DAYS} days.`
        }
      >
        <Input
          type="date"
          className="sm:max-w-56"
          min={localDay(today)}
          max={isAdmin ? undefined : localDay(latest)}
          {...form.register('endDate')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/">Cancel</Link>
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? (
            <Spinner className="size-4 text-current" label="Creating" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {submitting ? 'Creating...' : 'Create Question'}
        </Button>
      </div>
    </form>
  );
}
