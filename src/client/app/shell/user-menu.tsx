import type { ComponentProps } from 'react';
import { Avatar } from '@/client/components/ui/avatar';
import { lazyPart, useStandInTrigger } from '@/client/components/ui/lazy';
import type { SessionUser } from '@/shared/api/auth';
import { accountMenuTriggerClass } from './account-menu-trigger';

function AccountButton({ user, ...props }: { user: SessionUser } & ComponentProps<'button'>) {
  return (
    <button type="button" aria-label="Account menu" className={accountMenuTriggerClass} {...props}>
      <Avatar src={user.profilePicture} name={user.displayName} />
    </button>
  );
}

const UserMenuDropdown = lazyPart(
  () => import('./user-menu-dropdown'),
  'UserMenuDropdown',
  ({ user }) => <AccountButton user={user} aria-haspopup="menu" aria-expanded />,
);

/** The picture menu of the top bar: Profile and Logout. The menu loads when first used (decision 030). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { openedBy, standIn } = useStandInTrigger(UserMenuDropdown);
  if (openedBy) return <UserMenuDropdown user={user} openedBy={openedBy} />;
  return <AccountButton user={user} {...standIn} />;
}
