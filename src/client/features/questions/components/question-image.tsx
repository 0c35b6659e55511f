import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { isDisplayableImageUrl } from '@/client/lib/image-url';
import { cn } from '@/client/lib/utils';

export interface QuestionImageProps {
  src: string | null;
  className?: string;
  /** Load at once (the first images on a screen) rather than when scrolled near. */
  eager?: boolean;
  /**
   * 'cover' fills the box and crops; 'contain' shows the whole image over a blurred copy of itself, for
   * boxes whose shape differs from the image's (covers often carry their own lettering).
   */
  fit?: 'cover' | 'contain';
}

/** A question's cover image; a branded placeholder when it has none or the image fails to load. */
export function QuestionImage({ src, className, eager = false, fit = 'cover' }: QuestionImageProps) {
  const [failed, setFailed] = useState(false);
  // Only our own images are loaded (lib/image-url.ts): another site's would learn who looks at the page.
  if (!src || !isDisplayableImageUrl(src) || failed) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-from/85 to-brand-to/85 text-white/85',
          className,
        )}
      >
        <ListOrdered className="size-10" />
      </div>
    );
  }
  const loading = eager ? 'eager' : 'lazy';
  if (fit === 'contain') {
    return (
      <div className={cn('relative overflow-hidden bg-muted', className)}>
        <img
          src={src}
          alt=""
          aria-hidden="true"
          loading={loading}
          className="absolute inset-0 size-full scale-110 object-cover opacity-70 blur-2xl"
        />
        <img
          src={src}
          alt=""
          loading={loading}
          onError={() => setFailed(true)}
          className="relative size-full object-contain"
        />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={loading}
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
