import { LogIn, PencilLine, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { lazyPart } from '@/client/components/ui/lazy';
import { Skeleton } from '@/client/components/ui/skeleton';
import { MUST_LOG_IN } from '@/client/features/answers/answer-texts';
import { useMyAnswer } from '@/client/features/answers/api/get-my-answer';
import { useAuth } from '@/client/features/auth/auth-provider';
import { CrowdMatch } from '@/client/features/match/components/crowd-match';
import { RankedAnswers } from '@/client/features/responses/components/ranked-answers';
import { isApiError } from '@/client/lib/api';
import { signInPath } from '@/shared/return-path';

/** Why the member's saved list is not yet in the crowd's results (decisions 068, 069). */
export const RESULTS_STANDING_NOTES = {
  awaiting_trust:
    "Your list is saved and counted. It joins the crowd's results once your account is established: " +
    'your email address verified and the account a little older. This happens by itself.',
  held: "Your list is saved and counted. It joins the crowd's results once an admin has reviewed a burst of answers to this question.",
} as const;

const formSkeleton = () => <Skeleton className="h-80 w-full rounded-2xl" />;
/** The form (zod, react-hook-form, drag and drop) loads for members only (decision 030). */
const AnswerForm = lazyPart(
  () => import('@/client/features/answers/components/answer-form'),
  'AnswerForm',
  formSkeleton,
);

export interface AnswerPanelProps {
  questionId: number;
  /** The question has ended: no new answers. */
  closed: boolean;
  /** Start with the form hidden (a link to one response: the response matters, not the form). */
  startHidden: boolean;
}

/** The question page's 'Your Top 5': the form for members, or why and how to sign in for visitors. */
export function AnswerPanel({ questionId, closed, startHidden }: AnswerPanelProps) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const myAnswer = useMyAnswer(questionId, user !== null);
  const [open, setOpen] = useState(!startHidden);
  // After a save the form gives way to the saved list: focus goes to its heading, not to <body>.
  const justSaved = useRef(false);
  const signedIn = user !== null;
  // Fetched alongside the member's answer rather than after it.
  useEffect(() => {
    if (signedIn) void AnswerForm.preload();
  }, [signedIn]);

  if (isLoading || (user && myAnswer.isPending)) return formSkeleton();

  if (!user) {
    return (
      <section className="flex flex-col items-start gap-4 rounded-2xl border bg-gradient-to-br from-secondary/80 to-card p-5 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-bold">Your Top 5</h2>
          <p className="text-sm text-muted-foreground">{MUST_LOG_IN}</p>
        </div>
        <Button asChild>
          <Link to={signInPath(`${location.pathname}${location.search}`)}>
            <LogIn aria-hidden="true" />
            Sign in to answer
          </Link>
        </Button>
      </section>
    );
  }

  if (myAnswer.isError) {
    return (
      <ErrorState
        title="Could not load your answer"
        message={isApiError(myAnswer.error) ? myAnswer.error.serverMessage : undefined}
        onRetry={() => void myAnswer.refetch()}
      />
    );
  }

  const existing = myAnswer.data?.hasAnswered ? myAnswer.data.answer : null;

  if (open) {
    return (
      <AnswerForm
        key={existing ? `v${existing.version}` : 'new'}
        questionId={questionId}
        existing={existing}
        signedIn
        closed={closed}
        onSubmitted={() => {
          justSaved.current = true;
          setOpen(false);
        }}
      />
    );
  }

  return (
    <section
      aria-labelledby="my-top-5"
      className="grid gap-4 rounded-2xl border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2
            id="my-top-5"
            tabIndex={-1}
            className="text-lg font-bold"
            ref={(heading) => {
              if (heading && justSaved.current) {
                justSaved.current = false;
                heading.focus();
              }
            }}
          >
            Your Top 5
          </h2>
          {existing ? <Badge variant="secondary">{`Version ${existing.version}`}</Badge> : null}
        </div>
        <Button
          onClick={() => setOpen(true)}
          variant={existing ? 'outline' : 'default'}
          disabled={closed && !existing}
        >
          {existing ? <PencilLine aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {existing ? 'Edit My Answer' : 'Add My Answer'}
        </Button>
      </div>
      {existing ? (
        <>
          <RankedAnswers answers={existing.answers} images={existing.answerImages} />
          {existing.responseId !== undefined ? (
            <CrowdMatch questionId={questionId} responseId={existing.responseId} own />
          ) : null}
          {existing.inResults === 'awaiting_trust' || existing.inResults === 'held' ? (
            <p className="text-sm text-muted-foreground" data-testid="results-standing">
              {RESULTS_STANDING_NOTES[existing.inResults]}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {closed
            ? 'This question has ended and takes no new answers.'
            : "You haven't shared your Top 5 for this question yet."}
        </p>
      )}
    </section>
  );
}
