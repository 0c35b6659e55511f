import { Menu } from 'lucide-react';
import { useState } from 'react';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';

const PhoneMenuSheet = lazyPart(() => import('./phone-menu-sheet'), 'PhoneMenuSheet');

/**
 * The phone's account menu (below md, where the top bar and the footer are hidden; issue 13): a Menu button in
 * the bottom bar opening a sheet with Profile and Logout for members, Sign in for visitors, the footer's pages
 * and the theme. The sheet loads the first time it opens, or when the pointer or focus reaches the button.
 */
export function PhoneMenu() {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);

  return (
    <li className="flex flex-1">
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void PhoneMenuSheet.preload()}
        onFocus={() => void PhoneMenuSheet.preload()}
        aria-haspopup="dialog"
        aria-label="Menu"
        className="flex flex-1 cursor-pointer flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <Menu className="size-5.5" aria-hidden="true" />
        <span aria-hidden="true">Menu</span>
      </button>
      {opened ? <PhoneMenuSheet open={open} onOpenChange={setOpen} /> : null}
    </li>
  );
}
