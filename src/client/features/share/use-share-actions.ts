import { useCallback } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { instagramHint } from './components/instagram-hint';
import { absoluteUrl, copyText, openSharePopup, type PopupTarget, type ShareContent } from './share-links';

/** The share actions with their toasts (docs/product.md section 2 Share), for menus and button rows alike. */
export function useShareActions(content: ShareContent) {
  const { url, text, storyImage } = content;

  const popup = useCallback((target: PopupTarget) => openSharePopup(target, { url, text }), [url, text]);

  const copyLink = useCallback(async () => {
    try {
      await copyText(absoluteUrl(url));
      toast({ title: 'Link copied!', description: absoluteUrl(url) });
    } catch {
      toast({ title: 'Could not copy the link', description: absoluteUrl(url), variant: 'destructive' });
    }
  }, [url]);

  const instagram = useCallback(async () => {
    try {
      await copyText(absoluteUrl(url));
      toast({
        title: 'Copied to clipboard!',
        description: instagramHint(storyImage),
      });
    } catch {
      toast({ title: 'Could not copy the link', description: absoluteUrl(url), variant: 'destructive' });
    }
  }, [url, storyImage]);

  return { popup, copyLink, instagram };
}
