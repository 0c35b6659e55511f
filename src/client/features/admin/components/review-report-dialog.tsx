import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useForm } from 'react-hook-form';
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
import type { AdminReport } from '@/shared/api/admin-reports';
import { REPORT_DESCRIPTION_MAX, type ReviewReportInput, reviewReportSchema } from '@/shared/schemas/social';
import { useReviewAdminReport } from '../api/review-admin-report';
import { REPORT_REASON_LABELS } from './report-labels';

type FormValues = z.input<typeof reviewReportSchema>;

/**
 * Reviewing a pending report (docs/product.md sections 4, 5 and 8): approve (the response is hidden) or reject
 * (it stays visible), with optional notes, trimmed and left out when empty. 'Report approved' or 'Report
 * rejected' on success; 'Review failed' otherwise, and the dialog stays open.
 */
export function ReviewReportDialog({ report, onClose }: { report: AdminReport | null; onClose: () => void }) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Review Report</DialogTitle>
          <DialogDescription>
            {report
              ? `${REPORT_REASON_LABELS[report.reason]}: ${report.response.user.displayName}'s Top 5 for "${report.response.question.title}", reported by ${report.reporter.displayName}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {report ? <ReviewForm report={report} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ report, onDone }: { report: AdminReport; onDone: () => void }) {
  const review = useReviewAdminReport();
  const form = useForm<FormValues, unknown, ReviewReportInput>({
    resolver: zodResolver(reviewReportSchema),
    defaultValues: { reviewNotes: '' },
  });

  const submit = (status: ReviewReportInput['status']) => {
    form.setValue('status', status);
    void form.handleSubmit((values) =>
      review.mutate(
        { id: report.id, ...values },
        {
          onSuccess: () => {
            toast({
              title: `Report ${status}`,
              description:
                status === 'approved'
                  ? 'The response is now hidden from everyone but its author and admins.'
                  : 'The response stays visible.',
            });
            onDone();
          },
          onError: () =>
            toast({
              title: 'Review failed',
              description: 'Could not review report. Please try again.',
              variant: 'destructive',
            }),
        },
      ),
    )();
  };

  const pending = review.isPending;
  const sending = pending ? review.variables?.status : undefined;
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="grid gap-5">
      {report.description ? (
        <blockquote className="rounded-lg border-l-4 border-primary/40 bg-muted/60 px-3 py-2 text-sm">
          {report.description}
        </blockquote>
      ) : null}
      <FormField
        id={`review-notes-${report.id}`}
        label={
          <>
            Review notes <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={form.formState.errors.reviewNotes?.message}
      >
        <Textarea
          rows={3}
          maxLength={REPORT_DESCRIPTION_MAX}
          placeholder="Why you decided so (the reporter is told the outcome)"
          {...form.register('reviewNotes')}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={() => submit('rejected')} disabled={pending}>
          {sending === 'rejected' ? (
            <Spinner className="size-4 text-current" label="Rejecting" />
          ) : (
            <Eye aria-hidden="true" />
          )}
          Reject (Keep Visible)
        </Button>
        <Button variant="destructive" onClick={() => submit('approved')} disabled={pending}>
          {sending === 'approved' ? (
            <Spinner className="size-4 text-current" label="Approving" />
          ) : (
            <EyeOff aria-hidden="true" />
          )}
          Approve (Hide Content)
        </Button>
      </DialogFooter>
    </form>
  );
}
