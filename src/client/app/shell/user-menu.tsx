import type { ComponentProps } from 'react';
import { Avatar } from '@/client/components/ui/avatar';
import { lazyPart, useStandInTrigger } from '@/client/components/ui/lazy';
import type { SessionUser } from '@/shared/api/auth';

export const accountMenuTriggerClass =
  'cursor-pointer rounded-full ring-offset-2 ring-offset-card transition-shadow hover:ring-2 hover:ring-primary/30 data-[state=open]:ring-2 data-[state=open]:ring-primary/40';

function AccountButton({ user, ...props }: { user: SessionUser } & ComponentProps<'button'>) {
  return (
<<<<<<< HEAD
    <button type="button" aria-label="Account menu" className={accountMenuTriggerClass} {...props}>
      <Avatar src={user.profilePicture} name={user.displayName} />
    </button>
=======
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="cursor-pointer rounded-full ring-offset-2 ring-offset-card transition-shadow hover:ring-2 hover:ring-primary/30 data-[state=open]:ring-2 data-[state=open]:ring-primary/40"
      >
        <Avatar src={user.profilePicture} name={user.displayName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar src={user.profilePicture} name={user.displayName} className="size-10" />
          <span className="grid min-w-0">
            <span className="truncate font-semibold">{user.displayName}</span>
            <span className="truncate text-xs text-muted-foreground">@{user.username}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={`/users/${encodeURIComponent(user.username)}`}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
>>>>>>> main
  );
}

const UserMenuDropdown = lazyPart(
  () => import('./user-menu-dropdown'),
  'UserMenuDropdown',
  ({ user }) => <AccountButton user={user} aria-haspopup="menu" aria-expanded />,
);

/** The picture menu of the top bar: Profile and Logout. The menu loads when first used (decision 026). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { openedBy, standIn } = useStandInTrigger(UserMenuDropdown);
  if (openedBy) return <UserMenuDropdown user={user} openedBy={openedBy} />;
  return <AccountButton user={user} {...standIn} />;
}
