import { MessagesSquare } from 'lucide-react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '@/client/components/ui/error-state';
import { LoadingState } from '@/client/components/ui/loading-state';
import { useMyAnswer } from '@/client/features/answers/api/get-my-answer';
import { useAuth } from '@/client/features/auth';
import { CrowdMatch } from '@/client/features/match/components/crowd-match';
import { useQuestion } from '@/client/features/questions/api/get-question';
import { OwnQuestionActions } from '@/client/features/questions/components/own-question-actions';
import { QuestionHeader } from '@/client/features/questions/components/question-header';
import { linkedResponseId } from '@/client/features/responses/linked-response';
import { CurrentResults } from '@/client/features/results/components/current-results';
import { ShareMenu } from '@/client/features/share/components/share-menu';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import { daysLeft } from '@/shared/format';
import { AnswerPanel } from '../composed/answer-panel';
import { QuestionNotFound, questionIdParam } from '../composed/question-not-found';
import { QuestionResponsesFeed } from '../composed/question-responses-feed';

/** Question detail (docs/product.md section 2). */
export function QuestionRoute() {
  const id = questionIdParam(useParams().id);
  if (id === null) return <QuestionNotFound />;
  return <QuestionScreen key={id} id={id} />;
}

function QuestionScreen({ id }: { id: number }) {
  const { hash } = useLocation();
  const linkedId = linkedResponseId(hash);
  const { data: question, isPending, isError, error, refetch } = useQuestion(id);
  const { user } = useAuth();
  // The same query as the answer panel's: whether the member asked it and may still change it.
  const myAnswer = useMyAnswer(id, user !== null).data;
  const canChangeQuestion = myAnswer?.canChangeQuestion === true;
  // A list's own page (its share link): how it matches the crowd, unless it is the member's own (shown in
  // the answer panel).
  const sharedId = questionIdParam(useSearchParams()[0].get('response') ?? undefined);
  const sharedOther = sharedId !== null && sharedId !== myAnswer?.answer?.responseId ? sharedId : null;
  // As the server titles the page (pages/resolve-page.ts): a missing question is 'Question not found'.
  const missing = isError && isApiError(error) && error.status === 404;
  usePageTitle(missing ? 'Question not found' : (question?.title ?? 'Question'));

  if (isPending) return <LoadingState label="Loading question..." />;
  if (isError) {
    if (isApiError(error) && error.status === 404) return <QuestionNotFound />;
    return (
      <ErrorState
        title="Could not load this question"
        message={isApiError(error) ? error.serverMessage : undefined}
        onRetry={() => void refetch()}
      />
    );
  }

  const closed = question.endDate !== null && daysLeft(question.endDate) === 0;

  return (
    <div className="grid gap-6">
      <QuestionHeader
        question={question}
        back={{ to: '/', label: 'Back to feed' }}
        actions={
          <>
            {canChangeQuestion ? (
              <OwnQuestionActions question={question} isAdmin={user?.isAdmin === true} />
            ) : null}
            <ShareMenu
              variant="outline"
              size="sm"
              className="text-foreground"
              url={`/question/${question.id}`}
              text={`What's your Top 5? ${question.title}`}
            />
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6 lg:col-start-1">
          {sharedOther !== null ? <CrowdMatch questionId={id} responseId={sharedOther} own={false} /> : null}
          <AnswerPanel questionId={id} closed={closed} startHidden={hash.startsWith('#response-')} />
        </div>
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CurrentResults questionId={id} />
        </aside>
        <section aria-labelledby="question-responses" className="grid gap-4 lg:col-start-1">
          <h2 id="question-responses" className="flex items-center gap-2 text-xl font-bold">
            <MessagesSquare className="size-5 text-primary" aria-hidden="true" />
            Recent Responses
          </h2>
          <QuestionResponsesFeed questionId={id} linkedId={linkedId} />
        </section>
      </div>
    </div>
  );
}
