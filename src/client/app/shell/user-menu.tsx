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
import { useSignOut } from '@/client/features/auth/use-sign-out';
import type { SessionUser } from '@/shared/api/auth';

/** The picture menu of the top bar: Profile and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut, isPending } = useSignOut();
  return (
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
  );
}
