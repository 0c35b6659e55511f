/**
 * The phone menu's sheet (phone-menu.tsx loads it the first time it opens; decision 030): Profile and Logout
 * for members, Sign in for visitors, the footer's pages, and the theme (the top bar's toggle).
 */
import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '@/client/components/ui/dialog';
import { useAuth } from '@/client/features/auth/auth-provider';
import { useSignInPath } from '@/client/features/auth/use-return-path';
import { useSignOut } from '@/client/features/auth/use-sign-out';
import { footerLinks } from './footer';
import { ThemeToggle } from './theme-toggle';

const itemClass =
  'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground';

export function PhoneMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const signIn = useSignInPath();
  const { signOut, isPending } = useSignOut();
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-auto bottom-0 max-w-none translate-y-0 rounded-b-none p-4"
        onOpenAutoFocus={(event) => {
          // The dialog would skip links and land on Logout (one Enter from signing out): the first item instead.
          const first =
            event.target instanceof HTMLElement ? event.target.querySelector('nav a, nav button') : null;
          if (first instanceof HTMLElement) {
            event.preventDefault();
            first.focus();
          }
        }}
      >
        <DialogTitle>Menu</DialogTitle>
        <nav aria-label="Account" className="grid gap-1">
          {user ? (
            <>
              <Link to={`/users/${encodeURIComponent(user.username)}`} onClick={close} className={itemClass}>
                <UserRound className="size-4" aria-hidden="true" />
                Profile
              </Link>
              <button
                type="button"
                disabled={isPending}
                onClick={() => {
                  close();
                  void signOut();
                }}
                className={`${itemClass} cursor-pointer text-destructive`}
              >
                <LogOut className="size-4" aria-hidden="true" />
                Logout
              </button>
            </>
          ) : (
            <Link to={signIn} onClick={close} className={itemClass}>
              <LogIn className="size-4" aria-hidden="true" />
              Sign in or register
            </Link>
          )}
        </nav>
        <nav aria-label="Site" className="grid gap-1 border-t pt-2">
          {footerLinks.map(({ to, label }) => (
            <Link key={to} to={to} onClick={close} className={itemClass}>
              {label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center justify-between border-t pt-2 pl-3 text-sm font-medium">
          <span aria-hidden="true">Dark theme</span>
          <ThemeToggle />
        </div>
      </DialogContent>
    </Dialog>
  );
}
