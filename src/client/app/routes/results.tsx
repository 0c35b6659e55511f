import { ChartNoAxesColumn, ListPlus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { LoadingState } from '@/client/components/ui/loading-state';
import { useQuestion } from '@/client/features/questions/api/get-question';
import { QuestionHeader } from '@/client/features/questions/components/question-header';
import { DemographicResults } from '@/client/features/results/components/demographic-results';
import { DetailedResults } from '@/client/features/results/components/detailed-results';
import { ShareButtons } from '@/client/features/share/components/share-buttons';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import { QuestionNotFound, questionIdParam } from '../composed/question-not-found';

/** Results (docs/product.md section 2): the top 10, results by age group and share buttons. */
export function ResultsRoute() {
  const id = questionIdParam(useParams().id);
  if (id === null) return <QuestionNotFound />;
  return <ResultsScreen key={id} id={id} />;
}

function ResultsScreen({ id }: { id: number }) {
  const { data: question, isPending, isError, error, refetch } = useQuestion(id);
  const missing = isError && isApiError(error) && error.status === 404;
  usePageTitle(missing ? 'Question not found' : question ? `Results: ${question.title}` : 'Results');

  if (isPending) return <LoadingState label="Loading results..." />;
  if (isError) {
    if (isApiError(error) && error.status === 404) return <QuestionNotFound />;
    return (
      <ErrorState
        title="Could not load these results"
        message={isApiError(error) ? error.serverMessage : undefined}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <QuestionHeader
        question={question}
        back={{ to: `/question/${question.id}`, label: 'Back to question' }}
        eyebrow={
          <Badge variant="secondary">
            <ChartNoAxesColumn aria-hidden="true" />
            Results
          </Badge>
        }
        actions={
          <Button asChild size="sm">
            <Link to={`/question/${question.id}`}>
              <ListPlus aria-hidden="true" />
              Share your Top 5
            </Link>
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DetailedResults questionId={id} />
        <div className="grid gap-6">
          <section
            aria-labelledby="share-results"
            className="grid gap-3 rounded-2xl border bg-card p-5 shadow-card sm:p-6"
          >
            <h2 id="share-results" className="text-lg font-bold">
              Share these results
            </h2>
            <p className="text-sm text-muted-foreground">Think the crowd got it wrong? Ask your friends.</p>
            <ShareButtons
              url={`/question/${question.id}/results`}
              text={`The crowd's Top 5: ${question.title}`}
            />
          </section>
          <DemographicResults questionId={id} />
        </div>
      </div>
    </div>
  );
}
