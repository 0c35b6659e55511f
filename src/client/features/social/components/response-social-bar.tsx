import { Flag, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { useAuth } from '@/client/features/auth';
import { cn } from '@/client/lib/utils';
import type { Response } from '@/shared/api/responses';
import { abbreviateNumber } from '@/shared/format';
import { canReportResponse, responseVisibility } from '@/shared/policies/response';
import { commentsTotal, useComments } from '../api/get-comments';
import { CommentsPanel } from './comments-panel';
import { LikeButton } from './like-button';
import { socialButtonClass } from './social-button';
import { commentsButtonName } from './social-names';

const ReportDialog = lazyPart(() => import('./report-dialog'), 'ReportDialog');

/** The anchor of a response in its page, as links to it carry it (`/question/{id}#response-{id}`). */
export const responseHash = (responseId: number) => `#response-${responseId}`;

/**
 * What members do with a response under its answers (docs/product.md section 2, Cards): like with the likers
 * list, the comment toggle and comments, and Report (not on your own response, not for visitors).
 */
export function ResponseSocialBar({ response, className }: { response: Response; className?: string }) {
  const { user } = useAuth();
  const { hash } = useLocation();
  const linked = hash === responseHash(response.id);
  const [commentsOpen, setCommentsOpen] = useState(linked);
  const [reportOpen, setReportOpen] = useState(false);
  const reportOpened = useOpenedOnce(reportOpen);
  // The open list's stored count is the freshest once loaded (it follows a comment just posted or deleted).
  const comments = useComments(response.id, commentsOpen);
  const commentsCount = commentsTotal(comments.data) ?? response.commentsCount;
  const canReport = user !== null && canReportResponse(user, responseVisibility(response));
  const panelId = `comments-${response.id}`;

  // A link to this response opens its comments (docs/product.md section 4, Comments area).
  useEffect(() => {
    if (linked) setCommentsOpen(true);
  }, [linked]);

  return (
    <div className={cn('grid gap-3', className)}>
      <div className="-mx-1.5 flex items-center gap-1">
        <LikeButton response={response} />
        <button
          type="button"
          onClick={() => setCommentsOpen((open) => !open)}
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? panelId : undefined}
          aria-label={commentsButtonName(commentsCount)}
          className={cn(socialButtonClass, commentsOpen && 'bg-secondary text-secondary-foreground')}
        >
          <MessageCircle aria-hidden="true" />
          <span className="tabular-nums">{abbreviateNumber(commentsCount)}</span>
        </button>
        {canReport ? (
          <button
            type="button"
            onClick={() => setReportOpen(true)}
            onPointerEnter={() => void ReportDialog.preload()}
            className={cn(socialButtonClass, 'ml-auto hover:bg-destructive/8 hover:text-destructive')}
          >
            <Flag aria-hidden="true" />
            <span className="max-sm:sr-only">Report</span>
          </button>
        ) : null}
      </div>
      {commentsOpen ? (
        <CommentsPanel
          id={panelId}
          responseId={response.id}
          questionId={response.questionId}
          responseUserId={response.user.id}
        />
      ) : null}
      {canReport && reportOpened ? (
        <ReportDialog
          open={reportOpen}
          onOpenChange={setReportOpen}
          responseId={response.id}
          questionId={response.questionId}
          authorName={response.user.displayName}
        />
      ) : null}
    </div>
  );
}
