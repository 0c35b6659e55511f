import { arrayMove } from '@dnd-kit/sortable';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, Lock, PencilLine, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { Switch } from '@/client/components/ui/switch';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import type { MyAnswer, SubmitAnswerResult } from '@/shared/api/answers';
import { TOP_N } from '@/shared/constants';
import { type AnswerInput as AnswerPayload, answerSchema } from '@/shared/schemas/answer';
import { MUST_LOG_IN } from '../answer-texts';
import { useSubmitAnswer } from '../api/submit-answer';
import { AnswerInput } from './answer-input';
import { AnswerSlots } from './answer-slots';

type FormValues = z.input<typeof answerSchema>;

const blank = (): string[] => Array.from({ length: TOP_N }, () => '');
const emptyValues = (): FormValues => ({ answers: blank(), answerImages: blank(), isPublic: true });

function valuesOf(existing: NonNullable<MyAnswer['answer']>): FormValues {
  return {
    answers: [...existing.answers],
    answerImages: existing.answerImages ? existing.answerImages.map((image) => image ?? '') : blank(),
    isPublic: existing.isPublic,
  };
}

/** What is sent: answers trimmed; images only when at least one answer has one. */
function payloadOf(values: AnswerPayload): AnswerPayload {
  const images = (values.answerImages ?? []).map((image) => image?.trim() ?? '');
  return {
    answers: values.answers.map((answer) => answer.trim()),
    answerImages: images.some((image) => image !== '') ? images : null,
    isPublic: values.isPublic,
  };
}

export interface AnswerFormProps {
  questionId: number;
  /** The member's current answer: the form opens in editing mode with it. */
  existing?: MyAnswer['answer'];
  signedIn: boolean;
  /** The question has ended and takes no new answers. */
  closed?: boolean;
  onSubmitted?: (result: SubmitAnswerResult) => void;
}

/**
 * 'Your Top 5' (docs/product.md section 4, Answer form): new mode, or editing mode with the current version;
 * saving makes a new version; Cancel Edit clears the entries and returns to new mode; after
 * a save the entries clear. Neither touches the list's visibility: only its switch does.
 */
export function AnswerForm({ questionId, existing, signedIn, closed = false, onSubmitted }: AnswerFormProps) {
  const id = useId();
  const submit = useSubmitAnswer(questionId);
  const [editingVersion, setEditingVersion] = useState<number | null>(existing?.version ?? null);
  const form = useForm<FormValues, unknown, AnswerPayload>({
    resolver: zodResolver(answerSchema),
    defaultValues: existing ? valuesOf(existing) : emptyValues(),
  });
  const images = useWatch({ control: form.control, name: 'answerImages' });
  const { errors } = form.formState;
  const listError = errors.answers?.message ?? errors.answers?.root?.message;
  const editing = editingVersion !== null;

  // A picked catalog item keeps its image: both lists move together.
  const move = (from: number, to: number) => {
    const values = form.getValues();
    form.setValue('answers', arrayMove(values.answers ?? blank(), from, to), { shouldDirty: true });
    form.setValue('answerImages', arrayMove(values.answerImages ?? blank(), from, to), { shouldDirty: true });
  };

  // The entries clear; the visibility stays the list's own (saved, or as it was before the edit), so only the
  // owner's switch ever changes it (docs/product.md section 4).
  const clear = (isPublic = existing?.isPublic ?? true) => {
    form.reset({ ...emptyValues(), isPublic });
    setEditingVersion(null);
  };

  // mutateAsync, not mutate's callbacks: the refetched answer may remount this form before they would run.
  const onSubmit = form.handleSubmit(async (values) => {
    if (!signedIn) {
      toast({ title: MUST_LOG_IN, variant: 'destructive' });
      return;
    }
    let result: SubmitAnswerResult;
    try {
      result = await submit.mutateAsync(payloadOf(values));
    } catch (error) {
      toast({
        title: 'Error',
        description: isApiError(error) ? error.serverMessage : 'Failed to submit your answers',
        variant: 'destructive',
      });
      return;
    }
    // The server words it: 'Your answers have been submitted successfully' or '... updated (Version n)'.
    toast({ title: result.message });
    clear(values.isPublic);
    onSubmitted?.(result);
  });

  const pending = submit.isPending;
  const disabled = pending || closed;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            Your Top 5
          </h2>
          <p className="text-sm text-muted-foreground">
            {editing
              ? 'Editing your list. Saving keeps the old version and creates a new one.'
              : 'Rank your five picks, best first.'}
          </p>
        </div>
        {editing ? (
          <Badge variant="secondary" className="gap-1.5 px-3 py-1 text-[0.8125rem]">
            <PencilLine aria-hidden="true" />
            {`Version ${editingVersion}`}
          </Badge>
        ) : null}
      </div>

      <AnswerSlots
        answerAt={(index) => form.getValues(`answers.${index}`)}
        disabled={disabled}
        onMove={move}
        renderSlot={(index) => (
          <>
            <label
              htmlFor={`${id}-answer-${index}`}
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                index === 0
                  ? 'bg-gradient-to-br from-brand-from to-brand-to text-white'
                  : 'bg-secondary text-secondary-foreground',
              )}
            >
              <span className="sr-only">Answer </span>
              {index + 1}
            </label>
            <div className="min-w-0 flex-1 @max-2xs:order-last @max-2xs:basis-full">
              {/* Keyed by place: after a move the box re-reads the answer now at this place. */}
              <Controller
                key={index}
                control={form.control}
                name={`answers.${index}`}
                render={({ field }) => (
                  <AnswerInput
                    id={`${id}-answer-${index}`}
                    questionId={questionId}
                    index={index}
                    value={field.value ?? ''}
                    imageUrl={images?.[index] ?? ''}
                    onChange={(value, imageUrl) => {
                      field.onChange(value);
                      if (imageUrl !== undefined) form.setValue(`answerImages.${index}`, imageUrl ?? '');
                    }}
                    onBlur={field.onBlur}
                    invalid={Boolean(listError) && !(field.value ?? '').trim()}
                    disabled={disabled}
                  />
                )}
              />
            </div>
          </>
        )}
      />
      {listError ? (
        <p role="alert" className="-mt-1 text-[0.8125rem] font-medium text-destructive">
          {listError}
        </p>
      ) : null}

      <Controller
        control={form.control}
        name="isPublic"
        render={({ field }) => {
          const isPublic = field.value !== false;
          return (
            <div className="flex items-center justify-between gap-4 rounded-xl bg-muted/60 px-4 py-3">
              <div className="flex items-center gap-3">
                {isPublic ? (
                  <Globe className="size-5 shrink-0 text-primary" aria-hidden="true" />
                ) : (
                  <Lock className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <div className="grid gap-0.5">
                  <span id={`${id}-public`} className="text-sm font-medium">
                    {isPublic ? 'Public' : 'Private'}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {isPublic
                      ? 'Everyone can see your list.'
                      : 'Only you can see your list; it still counts in the results.'}
                  </span>
                </div>
              </div>
              <Switch
                checked={isPublic}
                onCheckedChange={field.onChange}
                disabled={disabled}
                aria-labelledby={`${id}-public`}
              />
            </div>
          );
        }}
      />

      {closed ? (
        <p className="text-sm font-medium text-muted-foreground">
          This question has ended and takes no new answers.
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {editing ? (
          <Button variant="outline" onClick={() => clear()} disabled={pending}>
            Cancel Edit
          </Button>
        ) : null}
        <Button type="submit" disabled={disabled}>
          {pending ? (
            <Spinner className="size-4 text-current" label="Submitting" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {pending ? 'Submitting...' : editing ? 'Save New Version' : 'Submit My Top 5'}
        </Button>
      </div>
    </form>
  );
}
