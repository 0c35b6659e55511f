import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';

export const fieldClasses =
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-[border-color,box-shadow] disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10 py-2', className)} {...props} />;
}
