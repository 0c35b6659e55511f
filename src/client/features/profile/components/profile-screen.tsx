import { Heart, Info, ListOrdered, UserX } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useAuth } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import type { Response } from '@/shared/api/responses';
import type { ProfileUser } from '@/shared/api/users';
import { useProfile } from '../api/get-profile';
import { useUserLiked } from '../api/get-user-liked';
import { useUserResponses } from '../api/get-user-responses';
import { AboutTab } from './about-tab';
import { ProfileHeader } from './profile-header';
import { ResponseList } from './response-list';

export type ProfileTab = 'answers' | 'liked' | 'about';

/**
 * A member's profile (docs/product.md section 2, Profile): header, then the Answers, Liked and About tabs.
 * `renderResponse` draws a response card (the app's feed card, composed by the route); `renderTwins` the
 * member's taste twins under the header (composed by the route too).
 */
export function ProfileScreen({
  username,
  tab,
  onTabChange,
  renderResponse,
  renderTwins,
}: {
  username: string;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  renderResponse: (response: Response) => ReactNode;
  renderTwins?: (member: ProfileUser, isOwner: boolean) => ReactNode;
}) {
  const { user } = useAuth();
  const profile = useProfile(username);
  const answers = useUserResponses(username, profile.isSuccess && tab === 'answers');
  const liked = useUserLiked(username, profile.isSuccess && tab === 'liked');
  const tabList = useRef<HTMLDivElement>(null);
  const missing = isApiError(profile.error) && profile.error.status === 404;
  usePageTitle(
    missing
      ? 'User not found'
      : profile.data
        ? `${profile.data.displayName} (@${profile.data.username})`
        : 'Profile',
  );

  if (profile.isPending) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
        <Spinner className="size-8" label="Loading profile" />
        <p>Loading profile...</p>
      </div>
    );
  }
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 404) {
      return (
        <EmptyState
          icon={UserX}
          titleAs="h1"
          title="User not found"
          description={`There is no member called @${username}.`}
          action={
            <Button asChild variant="outline">
              <Link to="/search">Search members</Link>
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        title="Could not load this profile"
        message={profile.error.message}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const member = profile.data;
  const isOwner = user?.id === member.id;
  // The Answers count opens the Answers tab and brings it into view, focus on its tab.
  const showAnswers = () => {
    onTabChange('answers');
    const tabButton = tabList.current?.querySelector<HTMLElement>('[role="tab"]');
    tabList.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    tabButton?.focus({ preventScroll: true });
  };
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <ProfileHeader profile={member} onShowAnswers={showAnswers} />
      {renderTwins?.(member, isOwner)}
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as ProfileTab)}>
        <TabsList ref={tabList} className="w-full scroll-mt-24 sm:w-auto">
          <TabsTrigger value="answers" className="sm:px-5">
            <ListOrdered aria-hidden="true" />
            Answers
          </TabsTrigger>
          <TabsTrigger value="liked" className="sm:px-5">
            <Heart aria-hidden="true" />
            Liked
          </TabsTrigger>
          <TabsTrigger value="about" className="sm:px-5">
            <Info aria-hidden="true" />
            About
          </TabsTrigger>
        </TabsList>
        <TabsContent value="answers">
          <ResponseList
            query={answers}
            renderResponse={renderResponse}
            emptyDescription={
              isOwner
                ? 'Answer a question to share your first Top 5.'
                : `${member.displayName} has not shared a public Top 5 yet.`
            }
          />
        </TabsContent>
        <TabsContent value="liked">
          <ResponseList
            query={liked}
            renderResponse={renderResponse}
            emptyDescription={
              isOwner
                ? 'Lists you like will show up here.'
                : `${member.displayName} has not liked any lists yet.`
            }
          />
        </TabsContent>
        <TabsContent value="about">
          <AboutTab profile={member} isOwner={isOwner} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
