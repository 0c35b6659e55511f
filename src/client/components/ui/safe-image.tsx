import { useState } from 'react';
import { isDisplayableImageUrl } from '@/client/lib/image-url';
import { cn } from '@/client/lib/utils';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0][0]}${words[words.length - 1][0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export interface SafeImageProps {
  src: string | null | undefined;
  /** What the image shows: the source of the placeholder's initials. */
  name: string;
  className?: string;
}

/**
 * A decorative picture of an item (artist, poster, athlete, answer) whose name is shown beside it. Only
 * same-origin and data: images are loaded (lib/image-url.ts); any other URL, or none, shows the item's
 * initials on a neutral tile instead.
 */
export function SafeImage({ src, name, className }: SafeImageProps) {
  const base = 'shrink-0 overflow-hidden rounded-md bg-muted';
  // A picture our origin could not serve (a catalog picture that failed) falls back to the initials.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (isDisplayableImageUrl(src) && failedSrc !== src) {
    return (
      <img
        src={src ?? undefined}
        alt=""
        loading="lazy"
        onError={() => setFailedSrc(src ?? null)}
        className={cn(base, 'object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-placeholder=""
      className={cn(
        base,
        'flex items-center justify-center bg-gradient-to-br from-brand-from/15 to-brand-to/15 text-xs font-semibold text-secondary-foreground',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
