/**
 * The shared confirm dialog (members confirm deleting their own things with it too), loaded the first time
 * an admin asks to delete something: the admin tabs' first download leaves the dialog out (decision 030).
 */
import type { ComponentProps } from 'react';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';

const SharedConfirmDialog = lazyPart(() => import('@/client/components/ui/confirm-dialog'), 'ConfirmDialog');

export function ConfirmDialog(props: ComponentProps<typeof SharedConfirmDialog>) {
  const opened = useOpenedOnce(props.open);
  return opened ? <SharedConfirmDialog {...props} /> : null;
}
