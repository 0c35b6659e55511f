import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { isDisplayableImageUrl } from '@/client/lib/image-url';
import { cn } from '@/client/lib/utils';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0][0]}${parts[parts.length - 1][0]}` : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export interface AvatarProps {
  src?: string | null;
  /** Whose picture it is: the alt text and the source of the fallback initials. */
  name: string;
  className?: string;
}

export function Avatar({ src: given, name, className }: AvatarProps) {
  // Only our own images are loaded (lib/image-url.ts); anything else shows the initials.
  const src = isDisplayableImageUrl(given) ? given : null;
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full bg-secondary', className)}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt={name} className="aspect-square size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center bg-gradient-to-br from-brand-from/15 to-brand-to/15 text-[0.8em] font-semibold text-secondary-foreground"
      >
        <span aria-hidden="true">{initials(name)}</span>
        <span className="sr-only">{name}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
