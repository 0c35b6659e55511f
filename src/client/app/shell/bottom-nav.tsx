import { Bell, House, type LucideIcon, Plus, Search, ShieldCheck, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '@/client/features/auth/auth-provider';
import { useSignInPath } from '@/client/features/auth/use-return-path';
import { useUnreadCount } from '@/client/features/notifications/api/get-unread-count';
import { cn } from '@/client/lib/utils';
import { PhoneMenu } from './phone-menu';
import { UnreadBadge, withUnread } from './unread-badge';
import { useBarHeight } from './use-bar-height';

interface Item {
  to: string;
  label: string;
  Icon: LucideIcon;
  end?: boolean;
  badge?: number;
}

/**
 * The mobile bottom bar (below md) of docs/product.md section 2 Shell: Profile reaches the member's own profile
 * in one tap (the sign-in screen for visitors); the menu keeps the rest.
 */
export function BottomNav() {
  const { user, isAdmin } = useAuth();
  const unread = useUnreadCount(user !== null);
  const signIn = useSignInPath();
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar, 'bottom');

  const before: Item[] = [{ to: '/', label: 'Home', Icon: House, end: true }];
  if (isAdmin) before.push({ to: '/admin', label: 'Admin', Icon: ShieldCheck });
  before.push({ to: '/search', label: 'Search', Icon: Search });
  const after: Item[] = [];
  if (user) after.push({ to: '/notifications', label: 'Alerts', Icon: Bell, badge: unread });
  after.push({
    to: user ? `/users/${encodeURIComponent(user.username)}` : signIn,
    label: 'Profile',
    Icon: UserRound,
    end: true,
  });

  return (
    <nav
      ref={bar}
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch justify-around px-2">
        {before.map((item) => (
          <NavItem key={item.label} {...item} />
        ))}
        <li className="flex items-center">
          <NavLink
            to="/create"
            aria-label="Create"
            className={({ isActive }) =>
              cn(
                'flex size-12 -translate-y-2 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-from to-brand-to text-white shadow-lg shadow-primary/30 transition-transform active:scale-95',
                isActive && 'ring-4 ring-secondary',
              )
            }
          >
            <Plus className="size-6" strokeWidth={2.5} aria-hidden="true" />
          </NavLink>
        </li>
        {after.map((item) => (
          <NavItem key={item.label} {...item} />
        ))}
        <PhoneMenu />
      </ul>
    </nav>
  );
}

function NavItem({ to, label, Icon, end, badge = 0 }: Item) {
  return (
    <li className="flex flex-1">
      <NavLink
        to={to}
        end={end}
        aria-label={withUnread(label, badge)}
        className={({ isActive }) =>
          cn(
            'flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium transition-colors',
            isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
          )
        }
      >
        <span className="relative">
          <Icon className="size-5.5" aria-hidden="true" />
          <UnreadBadge count={badge} className="-top-1.5 -right-2.5" />
        </span>
        <span aria-hidden="true">{label}</span>
      </NavLink>
    </li>
  );
}
