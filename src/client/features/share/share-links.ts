/**
 * Share targets of docs/product.md section 2 (Share): X, Facebook and WhatsApp open their own share pages in
 * a 550x420 popup; Instagram has no web share page, so it (like Copy Link) goes through the clipboard.
 */

export type PopupTarget = 'x' | 'facebook' | 'whatsapp';

export interface ShareContent {
  /** An absolute URL, or a path on this site ('/question/3'). */
  url: string;
  /** The line that goes with the link (X and WhatsApp show it; Facebook reads the page itself). */
  text: string;
  /** A 1080x1920 picture for an Instagram story, offered for download with the Instagram hint. */
  storyImage?: string;
}

export const POPUP_WIDTH = 550;
export const POPUP_HEIGHT = 420;

/** '/question/3' -> 'https://this.site/question/3'; absolute URLs stay as they are. */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).toString();
}

/** The target's own share page for this content. */
export function shareUrl(target: PopupTarget, content: ShareContent): string {
  const url = absoluteUrl(content.url);
  switch (target) {
    case 'x':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(content.text)}&url=${encodeURIComponent(url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${content.text} ${url}`)}`;
  }
}

/** Opens the share page in a small window centred over this one. */
export function openSharePopup(target: PopupTarget, content: ShareContent): void {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  window.open(
    shareUrl(target, content),
    `share-${target}`,
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`,
  );
}

/** Copies text; falls back to a hidden textarea where the async clipboard is missing (http, old browsers). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: try the old way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy is not available in this browser');
}
