import { CalendarDays, GitCompareArrows, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { useAuth } from '@/client/features/auth';
import type { SocialLinkResult } from '@/shared/api/auth';
import type { ProfileUser } from '@/shared/api/users';
import { abbreviateNumber, formatJoined } from '@/shared/format';
import { canCompareWith, canEditProfile, canFollow } from '@/shared/policies/user';
import { useMyBlocks } from '../api/get-my-blocks';
import { FollowButton } from './follow-button';
import { MemberActions } from './member-actions';
import { PictureEditor } from './picture-editor';
import type { FollowListKind } from './user-list-dialog';

const LINK_RESULTS: SocialLinkResult[] = ['linked', 'link_taken', 'link_failed'];

/** Loads when a list is first asked for (decision 030). */
const UserListDialog = lazyPart(() => import('./user-list-dialog'), 'UserListDialog');
const AccountDialog = lazyPart(() => import('./account-dialog'), 'AccountDialog');

function Stat({ value, label, onClick }: { value: number; label: string; onClick?: () => void }) {
  const content = (
    <>
      <span className="text-lg font-bold text-foreground tabular-nums">{abbreviateNumber(value)}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </>
  );
  if (!onClick) return <div className="flex items-baseline gap-1.5 px-2 py-1">{content}</div>;
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex cursor-pointer items-baseline gap-1.5 rounded-lg px-2 py-1 transition-colors hover:bg-accent"
    >
      {content}
    </button>
  );
}

/**
 * Picture, names, join date, bio, counts and the actions of a profile (docs/product.md section 2, Profile).
 */
export function ProfileHeader({
  profile,
  onShowAnswers,
}: {
  profile: ProfileUser;
  /** The Answers count opens the member's lists (the Answers tab), as Followers and Following open theirs. */
  onShowAnswers?: () => void;
}) {
  const { user } = useAuth();
  const [list, setList] = useState<FollowListKind | null>(null);
  const listOpened = useOpenedOnce(list !== null);
  const [accountOpen, setAccountOpen] = useState(false);
  const accountOpened = useOpenedOnce(accountOpen);
  // The server's own rules, used here only to show or hide the buttons. Visitors see Follow (to /auth).
  const mayEdit = user ? canEditProfile(user, profile) : false;
  // Back from linking a provider (`?account=<result>`): the settings open and say how it went, once.
  const [params, setParams] = useSearchParams();
  const [linkResult, setLinkResult] = useState<SocialLinkResult | null>(null);
  useEffect(() => {
    const result = LINK_RESULTS.find((known) => known === params.get('account'));
    if (!mayEdit || !result) return;
    setLinkResult(result);
    setAccountOpen(true);
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('account');
        return rest;
      },
      { replace: true },
    );
  }, [mayEdit, params, setParams]);
  const mayFollow = user ? canFollow(user, profile) : true;
  const mayCompare = user ? canCompareWith(user, profile) : false;
  // Whether the viewer blocked or muted this member: their own list (nobody is told they were blocked).
  const mine = useMyBlocks(mayCompare);
  const isBlocked = mine.data?.blocked.some((member) => member.id === profile.id) ?? false;
  const isMuted = mine.data?.muted.some((member) => member.id === profile.id) ?? false;
  const profilePath = `/users/${encodeURIComponent(profile.username)}`;

  return (
    <section className="overflow-hidden rounded-2xl border bg-card shadow-card">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-br from-brand-from via-brand-from/80 to-brand-to sm:h-32"
      />
      <div className="grid gap-4 px-5 pb-6 sm:grid-cols-[1fr_auto] sm:px-8">
        <div className="relative -mt-12 w-fit sm:col-start-1 sm:row-start-1 sm:-mt-16">
          <Avatar
            src={profile.profilePicture}
            name={profile.displayName}
            className="size-24 text-3xl ring-4 ring-card sm:size-32 sm:text-4xl"
          />
          {mayEdit ? <PictureEditor name={profile.displayName} /> : null}
        </div>
        {/* Beside the picture from sm up; under the details on phones, where there is no room beside it. */}
        <div className="order-last flex gap-2 empty:hidden max-sm:[&>*]:flex-1 sm:order-none sm:col-start-2 sm:row-start-1 sm:self-end">
          {mayFollow && !isBlocked ? <FollowButton profile={profile} /> : null}
          {mayEdit ? (
            <Button
              variant="outline"
              onClick={() => setAccountOpen(true)}
              onPointerEnter={() => void AccountDialog.preload()}
            >
              <Settings aria-hidden="true" />
              Account settings
            </Button>
          ) : null}
          {mayCompare ? (
            <Button asChild variant="outline">
              <Link to={`${profilePath}/compare`}>
                <GitCompareArrows aria-hidden="true" />
                Compare with me
              </Link>
            </Button>
          ) : null}
          {mayCompare ? (
            <MemberActions username={profile.username} isBlocked={isBlocked} isMuted={isMuted} />
          ) : null}
        </div>
        <div className="grid gap-3 sm:col-span-2">
          <div className="grid gap-0.5">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold sm:text-3xl">
              {profile.displayName}
              {profile.isAdmin ? <Badge variant="secondary">Admin</Badge> : null}
            </h1>
            <p className="text-muted-foreground">@{profile.username}</p>
          </div>
          {isBlocked ? (
            <p className="text-sm text-muted-foreground">
              You blocked this member. Undo it from the menu or in Blocked and muted on your profile.
            </p>
          ) : null}
          {profile.bio ? <p className="max-w-2xl whitespace-pre-line">{profile.bio}</p> : null}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden="true" />
            {formatJoined(profile.joinedAt)}
          </p>
          <div className="-mx-2 flex flex-wrap items-center gap-x-2 gap-y-1">
            <Stat
              value={profile.answersCount}
              label={profile.answersCount === 1 ? 'Answer' : 'Answers'}
              onClick={onShowAnswers}
            />
            <Stat
              value={profile.followersCount}
              label={profile.followersCount === 1 ? 'Follower' : 'Followers'}
              onClick={() => setList('followers')}
            />
            <Stat value={profile.followingCount} label="Following" onClick={() => setList('following')} />
          </div>
        </div>
      </div>
      {listOpened ? (
        <UserListDialog
          username={profile.username}
          displayName={profile.displayName}
          kind={list}
          onClose={() => setList(null)}
        />
      ) : null}
      {accountOpened ? (
        <AccountDialog open={accountOpen} onOpenChange={setAccountOpen} linkResult={linkResult} />
      ) : null}
    </section>
  );
}
