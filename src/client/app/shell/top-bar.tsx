import { Bell, Plus, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/client/components/brand-logo';
import { Button } from '@/client/components/ui/button';
import { useAuth } from '@/client/features/auth/auth-provider';
import { useSignInPath } from '@/client/features/auth/use-return-path';
import { useUnreadCount } from '@/client/features/notifications/api/get-unread-count';
import { cn } from '@/client/lib/utils';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';
import { UnreadBadge, withUnread } from './unread-badge';
import { useBarHeight } from './use-bar-height';
import { UserMenu } from './user-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-secondary text-secondary-foreground'
      : 'text-muted-foreground hover:bg-accent hover:text-foreground',
  );

/**
 * The desktop top bar (md and up) of docs/product.md section 2 Shell. At a large text size it wraps onto a
 * second row rather than pushing controls off screen.
 */
export function TopBar() {
  const { user, isLoading, isAdmin } = useAuth();
  const signIn = useSignInPath();
  const unread = useUnreadCount(user !== null);
  const header = useRef<HTMLElement>(null);
  useBarHeight(header, 'top');

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 hidden border-b bg-card/85 backdrop-blur-md supports-[backdrop-filter]:bg-card/70 md:block"
    >
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-6 py-2">
        <Link to="/" className="shrink-0 rounded-lg" aria-label="Top 5 home">
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
          <NavLink to="/explore" className={navLinkClass}>
            Explore
          </NavLink>
          <NavLink to="/trending" className={navLinkClass}>
            Trending
          </NavLink>
          {isAdmin ? (
            <NavLink to="/admin" className={navLinkClass}>
              Admin
            </NavLink>
          ) : null}
        </nav>
        <SearchBox className="ml-auto max-w-72 min-w-40 flex-1" />
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <Button asChild>
            <Link to="/create">
              <Plus aria-hidden="true" />
              Post Question
            </Link>
          </Button>
          <ThemeToggle />
          {isLoading ? (
            <span className="size-9 animate-pulse rounded-full bg-muted" aria-hidden="true" />
          ) : user ? (
            <>
              <Button asChild variant="ghost" size="icon" className="relative rounded-full">
                <Link to="/notifications" aria-label={withUnread('Notifications', unread)}>
                  <Bell aria-hidden="true" className="size-5!" />
                  <UnreadBadge count={unread} className="top-0.5 right-0.5" />
                </Link>
              </Button>
              <UserMenu user={user} />
            </>
          ) : (
            <Button asChild variant="ghost" size="icon" className="rounded-full">
              <Link to={signIn} aria-label="Sign in">
                <UserRound aria-hidden="true" className="size-5!" />
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
