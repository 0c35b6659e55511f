/** The account menu itself (user-menu.tsx loads it on first use, decision 030). */
import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { type OpenedBy, useFirstItemFocus } from '@/client/components/ui/lazy';
import { useSignOut } from '@/client/features/auth/use-sign-out';
import type { SessionUser } from '@/shared/api/auth';
import { accountMenuTriggerClass } from './account-menu-trigger';

export function UserMenuDropdown({ user, openedBy }: { user: SessionUser; openedBy: OpenedBy }) {
  const { signOut, isPending } = useSignOut();
  const firstItemFocus = useFirstItemFocus(openedBy);
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger aria-label="Account menu" className={accountMenuTriggerClass}>
        <Avatar src={user.profilePicture} name={user.displayName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60" onFocus={firstItemFocus}>
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
  );
}
