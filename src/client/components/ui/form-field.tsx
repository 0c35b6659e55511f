import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/client/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  /** The control's id: the label points at it and the messages are tied to it. */
  id: string;
  label: ReactNode;
  /** Validation message shown under the control (and announced). */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Exactly one control (input, select, textarea...); it receives id and aria attributes. */
  children: ReactElement;
}

export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {error ? (
        <p id={errorId} role="alert" className="text-[0.8125rem] font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-[0.8125rem] text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
