import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';
import { fieldClasses } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} className={cn(fieldClasses, 'min-h-20 resize-y py-2', className)} {...props} />
  );
}
