import { type FormEvent, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import type { ReportReason } from '@/shared/constants';
import { REPORT_DESCRIPTION_MAX } from '@/shared/schemas/social';
import { useReportResponse } from '../api/report-response';
import { REPORT_REASON_OPTIONS } from './report-reasons';

/**
 * Reporting a response (spec sections 4, 5 and 8): a reason is required and the submit button stays disabled
 * without one or while sending; success closes the dialog, clears it and thanks the member.
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
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  const report = useReportResponse();

  const clear = () => {
    setReason(null);
    setDescription('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      toast({
        title: 'Please select a reason',
        description: 'You must select a reason for reporting this content.',
        variant: 'destructive',
      });
      return;
    }
    report.mutate(
      { responseId, questionId, reason, description },
      {
        onSuccess: () => {
          clear();
          onOpenChange(false);
          toast({
            title: 'Report submitted',
            description: "Thank you for helping keep our community safe. We'll review this report promptly.",
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
    );
  };

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
        <form onSubmit={onSubmit} className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Reason</legend>
            {REPORT_REASON_OPTIONS.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 transition-colors hover:bg-accent/60',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  reason === option.value && 'border-primary/60 bg-secondary hover:bg-secondary',
                )}
              >
                <input
                  type="radio"
                  name={nameId}
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                  className="size-4 shrink-0 cursor-pointer accent-[var(--color-primary)] focus-visible:outline-none"
                />
                <span className="grid leading-tight">
                  <span className="text-sm font-medium">{option.label}</span>
                  <span className="text-xs text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${nameId}-description`}>
              Details <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={`${nameId}-description`}
              rows={3}
              maxLength={REPORT_DESCRIPTION_MAX}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder="Anything that helps us review it"
            />
          </div>
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
