import { useParams, useSearchParams } from 'react-router';
import { FeedResponseCard } from '@/client/app/composed/feed-response-card';
import { ProfileScreen, type ProfileTab } from '@/client/features/profile/components/profile-screen';
import { TasteTwins } from '../composed/taste-twins-part';

const TABS: ProfileTab[] = ['answers', 'liked', 'about'];

/** /users/:username — the profile, its tab kept in ?tab= so a link or reload keeps it. */
export function ProfileRoute() {
  const { username = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as ProfileTab | null;
  const tab: ProfileTab = asked && TABS.includes(asked) ? asked : 'answers';

  return (
    <ProfileScreen
      key={username}
      username={username}
      tab={tab}
      onTabChange={(next) => setParams(next === 'answers' ? {} : { tab: next }, { replace: true })}
      renderResponse={(response) => <FeedResponseCard response={response} />}
      renderTwins={(member, isOwner) => (
        <TasteTwins username={member.username} displayName={member.displayName} own={isOwner} />
      )}
    />
  );
}
