import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';
import { fieldClasses } from './input';

/** A native <select> styled like the other fields: keyboard, screen readers and mobile pickers just work. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(fieldClasses, 'select-chevron h-10 cursor-pointer appearance-none py-2 pr-9', className)}
      {...props}
    />
  );
}
