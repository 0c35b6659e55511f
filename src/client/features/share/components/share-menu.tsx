import type { ButtonProps } from '@/client/components/ui/button';
import { lazyPart, useStandInTrigger } from '@/client/components/ui/lazy';
import type { ShareContent } from '../share-links';
import { ShareTrigger } from './share-menu-trigger';

export interface ShareMenuProps extends ShareContent {
  /** Visible label of the trigger; with `iconOnly` it becomes the accessible name alone. */
  label?: string;
  iconOnly?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

const ShareMenuDropdown = lazyPart(
  () => import('./share-menu-dropdown'),
  'ShareMenuDropdown',
  ({ url: _url, text: _text, storyImage: _storyImage, openedBy: _openedBy, ...trigger }) => (
    <ShareTrigger {...trigger} aria-haspopup="menu" aria-expanded />
  ),
);

/**
 * The Share button and its menu: X, Facebook, WhatsApp (popups), Instagram and Copy Link (clipboard). The
 * menu (Radix) loads when the button is first used (decision 030).
 */
export function ShareMenu({
  label = 'Share',
  iconOnly = false,
  variant = 'ghost',
  size = 'sm',
  className,
  ...content
}: ShareMenuProps) {
  const { openedBy, standIn } = useStandInTrigger(ShareMenuDropdown);
  const trigger = { label, iconOnly, variant, size, className };
  if (openedBy) return <ShareMenuDropdown {...content} {...trigger} openedBy={openedBy} />;
  return <ShareTrigger {...trigger} {...standIn} />;
}
