import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type DefaultValues, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import { REPORT_DESCRIPTION_MAX, type ReportInput, reportSchema } from '@/shared/schemas/social';
import { useReportResponse } from '../api/report-response';
import { REPORT_REASON_OPTIONS } from './report-reasons';

type FormValues = z.input<typeof reportSchema>;
/** No reason chosen yet: the submit button waits for one. */
const emptyValues: DefaultValues<FormValues> = { description: '' };

/**
 * Reporting a response (docs/product.md sections 4, 5 and 8), with the same schema as the server: a reason is
 * required and the submit button stays disabled without one or while sending; the description is trimmed and
 * left out when empty. Success closes the dialog, clears it and thanks the member.
 */
export function ReportDialog({
  open,
  onOpenChange,
  responseId,
  questionId,
  authorName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  responseId: number;
  questionId: number;
  authorName: string;
}) {
  const report = useReportResponse();
  const form = useForm<FormValues, unknown, ReportInput>({
    resolver: zodResolver(reportSchema),
    defaultValues: emptyValues,
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      report.mutate(
        { responseId, questionId, reason: values.reason, description: values.description },
        {
          onSuccess: () => {
            form.reset(emptyValues);
            onOpenChange(false);
            toast({
              title: 'Report submitted',
              description:
                "Thank you for helping keep our community safe. We'll review this report promptly.",
            });
          },
          onError: (error) =>
            toast({
              title: 'Report failed',
              description:
                isApiError(error) && error.serverMessage
                  ? error.serverMessage
                  : 'Could not submit report. Please try again.',
              variant: 'destructive',
            }),
        },
      ),
    (invalid) => {
      if (invalid.reason) {
        toast({
          title: invalid.reason.message ?? 'Please select a reason',
          description: 'You must select a reason for reporting this content.',
          variant: 'destructive',
        });
      }
    },
  );

  const nameId = `report-${responseId}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Report this Top 5</DialogTitle>
          <DialogDescription>
            Tell us what is wrong with {authorName}'s list. Reports are private: they will not know it was
            you.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Reason</legend>
                {REPORT_REASON_OPTIONS.map((option) => (
                  <label
                    key={option.value}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 transition-colors hover:bg-accent/60',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      field.value === option.value && 'border-primary/60 bg-secondary hover:bg-secondary',
                    )}
                  >
                    <input
                      type="radio"
                      name={nameId}
                      value={option.value}
                      checked={field.value === option.value}
                      onChange={() => field.onChange(option.value)}
                      onBlur={field.onBlur}
                      ref={option.value === REPORT_REASON_OPTIONS[0].value ? field.ref : undefined}
                      className="size-4 shrink-0 cursor-pointer accent-[var(--color-primary)] focus-visible:outline-none"
                    />
                    <span className="grid leading-tight">
                      <span className="text-sm font-medium">{option.label}</span>
                      <span className="text-xs text-muted-foreground">{option.hint}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
          />
          <FormField
            id={`${nameId}-description`}
            label={
              <>
                Details <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.description?.message}
          >
            <Textarea
              rows={3}
              maxLength={REPORT_DESCRIPTION_MAX}
              placeholder="Anything that helps us review it"
              {...form.register('description')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason || report.isPending}>
              {report.isPending ? <Spinner className="size-4 text-current" label="Submitting" /> : null}
              Submit Report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
