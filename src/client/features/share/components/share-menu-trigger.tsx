import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

export interface ShareTriggerProps extends Omit<ButtonProps, 'size'> {
  /** Visible label; with `iconOnly` it becomes the accessible name alone. */
  label: string;
  iconOnly: boolean;
  size: ButtonProps['size'];
}

/** The Share button: the menu's Radix trigger once loaded, and its stand-in before (share-menu.tsx). */
export function ShareTrigger({ label, iconOnly, size, className, ...props }: ShareTriggerProps) {
  return (
    <Button
      size={iconOnly ? (size === 'sm' ? 'icon-sm' : 'icon') : size}
      aria-label={iconOnly ? label : undefined}
      className={cn('text-muted-foreground hover:text-foreground', className)}
      {...props}
    >
      <Share2 aria-hidden="true" />
      {iconOnly ? null : label}
    </Button>
  );
}
