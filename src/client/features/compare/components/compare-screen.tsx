import { ArrowLeft, GitCompareArrows, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Spinner } from '@/client/components/ui/spinner';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import { COMPARE_SCORE_QUESTIONS } from '@/shared/constants';
import { useCompare } from '../api/get-compare';
import { agreementLabel } from './agreement';
import { CompareQuestionCard } from './compare-question-card';
import { ScoreRing } from './score-ring';

/** Compare results (issue 4): the member's public Top 5s beside another member's, with agreement scores. */
export function CompareScreen({ username }: { username: string }) {
  const query = useCompare(username);
  const first = query.data?.pages[0];
  usePageTitle(first ? `You and ${first.them.displayName}` : 'Compare');
  const profilePath = `/users/${encodeURIComponent(username)}`;

  const back = (
    <Link
      to={profilePath}
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to profile
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
        <Spinner className="size-8" label="Comparing" />
        <p>Comparing your Top 5s...</p>
      </div>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        {back}
        {notFound ? (
          <EmptyState
            icon={UserX}
            titleAs="h1"
            title="User not found"
            description={`There is no member called @${username}.`}
          />
        ) : (
          <ErrorState
            title="Could not compare"
            message={isApiError(query.error) ? query.error.serverMessage : query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }

  const { me, them, overallScore, sharedQuestions } = query.data.pages[0];
  const questions = query.data.pages.flatMap((page) => page.questions);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      {back}
      <section className="grid gap-6 rounded-2xl border bg-card p-5 shadow-card sm:grid-cols-[1fr_auto] sm:items-center sm:p-8">
        <div className="grid gap-4">
          <div className="flex items-center">
            <Avatar
              src={me.profilePicture}
              name={me.displayName}
              className="size-14 text-lg ring-4 ring-card"
            />
            <Avatar
              src={them.profilePicture}
              name={them.displayName}
              className="-ml-3 size-14 text-lg ring-4 ring-card"
            />
          </div>
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold sm:text-3xl">You and {them.displayName}</h1>
            <p className="text-muted-foreground">
              {sharedQuestions === 0
                ? 'No questions answered by both of you yet.'
                : `${sharedQuestions} ${sharedQuestions === 1 ? 'question' : 'questions'} you both answered publicly`}
            </p>
          </div>
        </div>
        {overallScore !== null ? (
          <div className="grid justify-items-center gap-1.5">
            <ScoreRing score={overallScore} />
            <p className="text-sm font-semibold">Overall agreement</p>
            <p className="text-xs text-muted-foreground">{agreementLabel(overallScore)}</p>
            {sharedQuestions > COMPARE_SCORE_QUESTIONS ? (
              <p className="text-xs text-muted-foreground">{`Over your ${COMPARE_SCORE_QUESTIONS} most recent in common`}</p>
            ) : null}
          </div>
        ) : null}
      </section>

      {questions.length === 0 ? (
        <EmptyState
          icon={GitCompareArrows}
          title="Nothing to compare yet"
          description={`Once you and ${them.displayName} have both answered the same question with a public Top 5, your lists will show up here side by side.`}
          action={
            <Button asChild>
              <Link to="/explore">Find a question to answer</Link>
            </Button>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Picks on both lists are highlighted. The score weighs agreement near the top of the lists most.
          </p>
          <div className="grid gap-4">
            {questions.map((item) => (
              <CompareQuestionCard key={item.question.id} item={item} me={me} them={them} />
            ))}
          </div>
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? (
                  <Spinner className="size-4 text-current" label="Loading" />
                ) : null}
                {query.isFetchingNextPage ? 'Loading...' : 'Load more questions'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
