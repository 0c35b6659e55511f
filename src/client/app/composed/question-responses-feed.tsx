import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useQuestionResponses } from '@/client/features/responses/api/get-question-responses';
import { useLinkedResponseHighlight } from '@/client/features/responses/linked-response';
import { ResponseFeedList } from './response-feed-list';

/**
 * A question's responses, newest first. With a linked response (#response-{id}) it loads further pages
 * until that response is on screen, then scrolls to it and highlights it.
 */
export function QuestionResponsesFeed({
  questionId,
  linkedId,
}: {
  questionId: number;
  linkedId: number | null;
}) {
  const query = useQuestionResponses(questionId);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  const found =
    linkedId !== null && Boolean(data?.pages.some((page) => page.responses.some((r) => r.id === linkedId)));
  const lookingFurther = linkedId !== null && !found && Boolean(hasNextPage) && !isError;
  const missing = linkedId !== null && Boolean(data) && !found && !hasNextPage;

  useEffect(() => {
    if (lookingFurther && !isFetchingNextPage) void fetchNextPage();
  }, [lookingFurther, isFetchingNextPage, fetchNextPage]);

  const highlighted = useLinkedResponseHighlight(linkedId, found);

  return (
    <div className="grid gap-4">
      {missing ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed bg-card/60 px-4 py-3 text-sm text-muted-foreground">
          <SearchX className="size-4 shrink-0" aria-hidden="true" />
          The response you followed a link to is no longer available.
        </p>
      ) : null}
      <ResponseFeedList
        query={query}
        highlightedId={highlighted}
        emptyTitle="No responses yet"
        emptyDescription="Be the first to share your Top 5 for this question."
      />
    </div>
  );
}
