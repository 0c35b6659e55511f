/** The asker's edit of their question (while nobody else has answered it), loaded when first opened. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import type { Question } from '@/shared/api/questions';
import {
  type QuestionCreateData,
  type QuestionCreateInput,
  questionCreateSchemaFor,
} from '@/shared/schemas/question';
import { useUpdateOwnQuestion } from '../api/change-own-question';
import { localDay } from './create-question-form';
import { QuestionImageField } from './question-image-field';

export function EditQuestionDialog({
  open,
  onOpenChange,
  question,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: Question;
  isAdmin: boolean;
}) {
  const update = useUpdateOwnQuestion();
  const schema = useMemo(() => questionCreateSchemaFor({ isAdmin }), [isAdmin]);
  const form = useForm<QuestionCreateInput, unknown, QuestionCreateData>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: question.title,
      description: question.description,
      imageUrl: question.imageUrl ?? '',
      endDate: question.endDate ? localDay(new Date(question.endDate)) : '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) =>
    update.mutate(
      { id: question.id, data },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: 'Question updated' });
        },
        onError: (error) =>
          toast({
            title: 'Could not update question',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit question</DialogTitle>
          <DialogDescription>You can change your question until someone else answers it.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="edit-question-title" label="Title" error={errors.title?.message}>
            <Input maxLength={200} {...form.register('title')} />
          </FormField>
          <FormField id="edit-question-description" label="Description" error={errors.description?.message}>
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <QuestionImageField
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={update.isPending}
              />
            )}
          />
          <FormField
            id="edit-question-end-date"
            label="End date (optional)"
            error={errors.endDate?.message}
            hint="Leave empty for no end date."
          >
            <Input type="date" className="sm:max-w-56" {...form.register('endDate')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
