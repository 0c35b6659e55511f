import { LogIn, LogOut, Menu, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '@/client/components/ui/dialog';
import { useAuth } from '@/client/features/auth/auth-provider';
import { useSignOut } from '@/client/features/auth/use-sign-out';
import { footerLinks } from './footer';

const itemClass =
  'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground';

/**
 * The phone's account sheet (below md, where the top bar and the footer are hidden; issue 13): Profile and
 * Logout for members, Sign in for visitors, and the footer's pages.
 */
export function PhoneMenu() {
  const { user } = useAuth();
  const { signOut, isPending } = useSignOut();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <li className="flex flex-1">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Menu"
        className="flex flex-1 cursor-pointer flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <Menu className="size-5.5" aria-hidden="true" />
        <span aria-hidden="true">Menu</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="top-auto bottom-0 max-w-none translate-y-0 rounded-b-none p-4">
          <DialogTitle>Menu</DialogTitle>
          <nav aria-label="Account" className="grid gap-1">
            {user ? (
              <>
                <Link
                  to={`/users/${encodeURIComponent(user.username)}`}
                  onClick={close}
                  className={itemClass}
                >
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
              <Link to="/auth" onClick={close} className={itemClass}>
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
        </DialogContent>
      </Dialog>
    </li>
  );
}
