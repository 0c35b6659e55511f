/** The Share menu itself (share-menu.tsx loads it on first use, decision 030). */
import { Link2 } from 'lucide-react';
import { FacebookIcon, InstagramIcon, XIcon } from '@/client/components/brand-icons';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { type OpenedBy, useFirstItemFocus } from '@/client/components/ui/lazy';
import type { ShareContent } from '../share-links';
import { useShareActions } from '../use-share-actions';
import { ShareTrigger, type ShareTriggerProps } from './share-menu-trigger';
import { WhatsAppIcon } from './whatsapp-icon';

export function ShareMenuDropdown({
  url,
  text,
  storyImage,
  openedBy,
  ...trigger
}: ShareContent & ShareTriggerProps & { openedBy: OpenedBy }) {
  const { popup, copyLink, instagram } = useShareActions({ url, text, storyImage });
  const firstItemFocus = useFirstItemFocus(openedBy);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <ShareTrigger {...trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-52" onFocus={firstItemFocus}>
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Share to</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => popup('x')}>
          <XIcon />X
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => popup('facebook')}>
          <FacebookIcon />
          Facebook
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => popup('whatsapp')}>
          <WhatsAppIcon />
          WhatsApp
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void instagram()}>
          <InstagramIcon />
          Instagram
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <Link2 />
          Copy Link
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
