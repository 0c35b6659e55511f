import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import type { AdminQuestion } from '@/shared/api/admin-questions';
import {
  type AdminQuestionEditData,
  type AdminQuestionInput,
  adminQuestionEditSchema,
  adminQuestionSchema,
} from '@/shared/schemas/question';
import { useCreateAdminQuestion } from '../api/create-admin-question';
import { useUpdateAdminQuestion } from '../api/update-admin-question';
import { localDay } from './admin-format';
import { adminFailure, adminSuccess } from './admin-toasts';
import { QuestionImageInput } from './question-image-input';

function initialValues(question: AdminQuestion | null): AdminQuestionInput {
  if (!question) {
    return { title: '', description: '', imageUrl: '', isTrending: false, hasEndDate: false, endDate: '' };
  }
  return {
    title: question.title,
    description: question.description,
    imageUrl: question.imageUrl ?? '',
    isTrending: question.isTrending,
    hasEndDate: question.endDate !== null,
    endDate: question.endDate ? localDay(new Date(question.endDate)) : '',
  };
}

/**
 * Create or edit a question (docs/product.md section 5, admin form): title, description, image URL (typed or
 * uploaded), Trending, and Set End Date with a day in the future (no 90-day cap). Unchecking Set End Date
 * clears the day, and the question is saved with no end date.
 */
export function QuestionFormDialog({
  open,
  onOpenChange,
  question,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question to edit; null to create one. */
  question: AdminQuestion | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{question ? 'Edit Question' : 'Create Question'}</DialogTitle>
          <DialogDescription>
            {question ? 'Change the question members answer.' : 'Ask the community for a new Top 5.'}
          </DialogDescription>
        </DialogHeader>
        <QuestionForm question={question} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function QuestionForm({ question, onDone }: { question: AdminQuestion | null; onDone: () => void }) {
  const create = useCreateAdminQuestion();
  const update = useUpdateAdminQuestion();
  // On edit the image is optional, as on the create page: left empty, the question keeps what it has.
  const form = useForm<AdminQuestionInput, unknown, AdminQuestionEditData>({
    resolver: (question
      ? zodResolver(adminQuestionEditSchema)
      : zodResolver(adminQuestionSchema)) as Resolver<AdminQuestionInput, unknown, AdminQuestionEditData>,
    defaultValues: initialValues(question),
  });
  const { errors } = form.formState;
  const hasEndDate = useWatch({ control: form.control, name: 'hasEndDate' });
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (question) {
      update.mutate(
        { id: question.id, input: values },
        {
          onSuccess: () => {
            adminSuccess('Question updated successfully');
            onDone();
          },
          onError: (error) => adminFailure('Failed to update question', error),
        },
      );
    } else {
      create.mutate(
        { ...values, imageUrl: values.imageUrl ?? '' },
        {
          onSuccess: () => {
            adminSuccess('Question created successfully');
            onDone();
          },
          onError: (error) => adminFailure('Failed to create question', error),
        },
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="admin-question-title" label="Title" error={errors.title?.message}>
        <Input placeholder="e.g. Top 5 Movies of the 90s" maxLength={200} {...form.register('title')} />
      </FormField>
      <FormField id="admin-question-description" label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <QuestionImageInput
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            hint={question ? 'Optional: left empty, the question keeps its current image.' : undefined}
            disabled={pending}
          />
        )}
      />
      <div className="grid gap-3 rounded-xl border bg-muted/40 p-4">
        <Controller
          control={form.control}
          name="isTrending"
          render={({ field }) => (
            <div className="flex items-center gap-2.5">
              <Checkbox
                id="admin-question-trending"
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <Label htmlFor="admin-question-trending">Trending</Label>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="hasEndDate"
          render={({ field }) => (
            <div className="flex items-center gap-2.5">
              <Checkbox
                id="admin-question-has-end-date"
                checked={field.value ?? false}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  if (checked !== true) {
                    form.setValue('endDate', '');
                    form.clearErrors('endDate');
                  }
                }}
              />
              <Label htmlFor="admin-question-has-end-date">Set End Date</Label>
            </div>
          )}
        />
        {hasEndDate ? (
          <FormField id="admin-question-end-date" label="End date" error={errors.endDate?.message}>
            <Input
              type="date"
              className="sm:max-w-56"
              min={localDay(new Date())}
              {...form.register('endDate')}
            />
          </FormField>
        ) : (
          <p className="text-[0.8125rem] text-muted-foreground">No end date</p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
          {question ? 'Save Changes' : 'Create Question'}
        </Button>
      </DialogFooter>
    </form>
  );
}
