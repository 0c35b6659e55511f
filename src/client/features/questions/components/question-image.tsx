import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/client/lib/utils';

/** A question's cover image; a branded placeholder when it has none or the image fails to load. */
export function QuestionImage({
  src,
  className,
  eager = false,
}: {
  src: string | null;
  className?: string;
  /** Load at once (the first images on a screen) rather than when scrolled near. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
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
  return (
    <img
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
