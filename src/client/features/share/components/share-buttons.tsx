import { Link2 } from 'lucide-react';
import { XIcon } from '@/client/components/brand-icons';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import type { ShareContent } from '../share-links';
import { useShareActions } from '../use-share-actions';
import { WhatsAppIcon } from './whatsapp-icon';

/** The results page's row of share buttons: Twitter and WhatsApp popups, Copy Link to the clipboard. */
export function ShareButtons({ url, text, className }: ShareContent & { className?: string }) {
  const { popup, copyLink } = useShareActions({ url, text });
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button variant="outline" size="sm" onClick={() => popup('x')}>
        <XIcon />
        Twitter
      </Button>
      <Button variant="outline" size="sm" onClick={() => popup('whatsapp')}>
        <WhatsAppIcon className="text-[#25D366]" />
        WhatsApp
      </Button>
      <Button variant="outline" size="sm" onClick={() => void copyLink()}>
        <Link2 />
        Copy Link
      </Button>
    </div>
  );
}
