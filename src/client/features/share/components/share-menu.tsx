import { Link2, Share2 } from 'lucide-react';
import { FacebookIcon, InstagramIcon, XIcon } from '@/client/components/brand-icons';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { cn } from '@/client/lib/utils';
import type { ShareContent } from '../share-links';
import { useShareActions } from '../use-share-actions';
import { WhatsAppIcon } from './whatsapp-icon';

export interface ShareMenuProps extends ShareContent {
  /** Visible label of the trigger; with `iconOnly` it becomes the accessible name alone. */
  label?: string;
  iconOnly?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/** The Share button and its menu: X, Facebook, WhatsApp (popups), Instagram and Copy Link (clipboard). */
export function ShareMenu({
  url,
  text,
  storyImage,
  label = 'Share',
  iconOnly = false,
  variant = 'ghost',
  size = 'sm',
  className,
}: ShareMenuProps) {
  const { popup, copyLink, instagram } = useShareActions({ url, text, storyImage });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={variant}
          size={iconOnly ? (size === 'sm' ? 'icon-sm' : 'icon') : size}
          aria-label={iconOnly ? label : undefined}
          className={cn('text-muted-foreground hover:text-foreground', className)}
        >
          <Share2 aria-hidden="true" />
          {iconOnly ? null : label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-52">
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
