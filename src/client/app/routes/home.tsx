import { MessagesSquare } from 'lucide-react';
import { useAuth } from '@/client/features/auth/auth-provider';
import { GoalBanner } from '@/client/features/goals/components/goal-banner';
import { usePageTitle } from '@/client/lib/use-page-title';
import { FeaturedQuestionSection } from '../composed/featured-question-section';
import { HotQuestionsSection } from '../composed/hot-questions-section';
import { RecentResponsesFeed } from '../composed/recent-responses-feed';
import { TasteTwins } from '../composed/taste-twins-part';
import { WelcomeBanner } from '../composed/welcome-banner';

/**
 * Home (docs/product.md section 2): goal banner, welcome for visitors, hot questions,
 * featured, people who rank like you (members), recent responses.
 */
export function HomeRoute() {
  usePageTitle();
  const { user, isLoading } = useAuth();
  return (
    <div className="grid gap-10">
      <h1 className="sr-only">Top 5</h1>
      <div className="grid gap-6">
        <GoalBanner />
        {!isLoading && !user ? <WelcomeBanner /> : null}
      </div>
      <HotQuestionsSection />
      <FeaturedQuestionSection />
      {user ? <TasteTwins username={user.username} displayName={user.displayName} own /> : null}
      <section aria-labelledby="recent-responses" className="grid gap-4">
        <h2 id="recent-responses" className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
          <MessagesSquare className="size-6 text-primary" aria-hidden="true" />
          Recent Responses
        </h2>
        <RecentResponsesFeed />
      </section>
    </div>
  );
}
