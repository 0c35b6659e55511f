import { CalendarDays, Heart, ListOrdered, Pencil, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { lazyPart } from '@/client/components/ui/lazy';
import { MyDataPanel } from '@/client/features/privacy';
import type { ProfileUser } from '@/shared/api/users';
import { formatJoined } from '@/shared/format';
import { BlockedAndMutedPanel } from './blocked-and-muted-panel';

/** The form (zod, react-hook-form) loads when the owner starts editing (decision 030). */
const EditAbout = lazyPart(() => import('./edit-about'), 'EditAbout');

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-sm">
      <span className="flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-4">
        {icon}
      </span>
      {children}
    </li>
  );
}

/** The About tab: bio and facts; the owner may change their display name and bio here. */
export function AboutTab({ profile, isOwner }: { profile: ProfileUser; isOwner: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="grid gap-6 rounded-2xl border bg-card p-5 shadow-card sm:p-6">
      {editing ? (
        <EditAbout profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">About {profile.displayName}</h2>
            {isOwner ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
          </div>
          <p className={profile.bio ? 'whitespace-pre-line' : 'text-muted-foreground'}>
            {profile.bio || (isOwner ? 'Add a short bio so people know who you are.' : 'No bio yet.')}
          </p>
        </div>
      )}
      <ul className="grid gap-3 border-t pt-5 sm:grid-cols-2">
        <Fact icon={<CalendarDays aria-hidden="true" />}>{formatJoined(profile.joinedAt)}</Fact>
        <Fact icon={<ListOrdered aria-hidden="true" />}>
          {profile.answersCount} Top 5 {profile.answersCount === 1 ? 'list' : 'lists'} shared
        </Fact>
        <Fact icon={<Users aria-hidden="true" />}>
          {profile.followersCount} {profile.followersCount === 1 ? 'follower' : 'followers'}
        </Fact>
        <Fact icon={<Heart aria-hidden="true" />}>Following {profile.followingCount}</Fact>
      </ul>
      {isOwner ? <BlockedAndMutedPanel /> : null}
      {isOwner ? <MyDataPanel /> : null}
    </section>
  );
}
