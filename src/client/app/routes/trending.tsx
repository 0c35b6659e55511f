import { Flame, MessagesSquare, TrendingUp } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useHotQuestions } from '@/client/features/questions/api/get-hot-questions';
import { useTrendingQuestions } from '@/client/features/questions/api/get-trending-questions';
import { useRecentResponses } from '@/client/features/responses/api/get-recent-responses';
import { usePageTitle } from '@/client/lib/use-page-title';
import { ResponseFeedList } from '../composed/response-feed-list';
import { HotTopicsList, TrendingQuestionsList } from '../composed/trending-questions-list';
import { TrendingStatTiles } from '../composed/trending-stat-tiles';

const TABS = ['trending', 'hot', 'latest'] as const;
type Tab = (typeof TABS)[number];

/** On phones the three labels share the row, wrapping if they must; icons join from sm up. */
const TRIGGER =
  'h-auto min-h-9 py-1.5 text-center text-[0.8125rem] leading-tight whitespace-normal max-sm:[&_svg]:hidden sm:text-sm sm:whitespace-nowrap';

/**
 * Trending (docs/product.md section 2): three tiles and the tabs Trending Questions, Hot
 * Topics, Latest Responses.
 */
export function TrendingRoute() {
  usePageTitle('Trending');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'trending';
  const trending = useTrendingQuestions();
  const hot = useHotQuestions();
  const latest = useRecentResponses();

  return (
    <div className="grid gap-6">
      <PageHeader title="Trending" description="What the Top 5 community is ranking right now." />
      <TrendingStatTiles
        trending={trending.data?.length}
        hot={hot.data?.length}
        responses={latest.data?.pages[0]?.pagination.total}
      />
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(next) => setParams(next === 'trending' ? {} : { tab: next }, { replace: true })}
      >
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="trending" className={TRIGGER}>
            <TrendingUp aria-hidden="true" />
            Trending Questions
          </TabsTrigger>
          <TabsTrigger value="hot" className={TRIGGER}>
            <Flame aria-hidden="true" />
            Hot Topics
          </TabsTrigger>
          <TabsTrigger value="latest" className={TRIGGER}>
            <MessagesSquare aria-hidden="true" />
            Latest Responses
          </TabsTrigger>
        </TabsList>
        <TabsContent value="trending">
          {/* The panel's heading, for the outline: the page's h1, then this, then each card's h3. */}
          <h2 className="sr-only">Trending Questions</h2>
          <TrendingQuestionsList query={trending} />
        </TabsContent>
        <TabsContent value="hot">
          {/* The panel's heading, for the outline: the page's h1, then this, then each card's h3. */}
          <h2 className="sr-only">Hot Topics</h2>
          <HotTopicsList query={hot} />
        </TabsContent>
        <TabsContent value="latest">
          <h2 className="sr-only">Latest Responses</h2>
          <ResponseFeedList
            query={latest}
            columns={2}
            emptyTitle="No responses yet."
            emptyDescription="When members share their Top 5 lists, the newest appear here."
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
