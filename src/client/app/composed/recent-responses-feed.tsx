import { useRecentResponses } from '@/client/features/responses/api/get-recent-responses';
import { ResponseFeedList } from './response-feed-list';

/** Home's 'Recent Responses': the newest public Top 5 lists across every question. */
export function RecentResponsesFeed() {
  const query = useRecentResponses();
  return (
    <ResponseFeedList
      query={query}
      columns={2}
      emptyTitle="No responses yet"
      emptyDescription="When members share their Top 5 lists, the newest appear here."
    />
  );
}
