import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useFeaturedQuestion } from '@/client/features/questions/api/get-featured-question';
import { FeaturedQuestionCard } from '@/client/features/questions/components/featured-question-card';
import { ShareMenu } from '@/client/features/share/components/share-menu';
import { isApiError } from '@/client/lib/api';

/** Home's featured question, with its share menu. */
export function FeaturedQuestionSection() {
  const { data: question, isPending, isError, error, refetch } = useFeaturedQuestion();
  return (
    <section aria-labelledby="featured-question" className="grid gap-4">
      <h2 id="featured-question" className="sr-only">
        Featured question
      </h2>
      {isPending ? (
        <Skeleton className="h-96 w-full rounded-2xl md:h-80" />
      ) : isError ? (
        <ErrorState
          title="Could not load the featured question"
          message={isApiError(error) ? error.serverMessage : undefined}
          onRetry={() => void refetch()}
        />
      ) : question ? (
        <FeaturedQuestionCard
          question={question}
          share={
            <ShareMenu
              variant="ghost"
              size="default"
              url={`/question/${question.id}`}
              text={`What's your Top 5? ${question.title}`}
            />
          }
        />
      ) : (
        <EmptyState
          icon={Sparkles}
          title="No featured question yet"
          description="Ask the first question to get things started."
        />
      )}
    </section>
  );
}
