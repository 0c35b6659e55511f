import { CircleAlert, CircleCheck } from 'lucide-react';
import { TOAST_DURATION_MS } from '@/shared/constants';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';

/** Renders the toast store; mount once near the root of the app. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, open }) => {
        const Icon = variant === 'destructive' ? CircleAlert : CircleCheck;
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
          >
            <Icon
              aria-hidden="true"
              className={
                variant === 'destructive' ? 'mt-0.5 size-5 shrink-0' : 'mt-0.5 size-5 shrink-0 text-primary'
              }
            />
            <div className="grid gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
