import { ConfirmDeletionScreen } from '@/client/features/privacy/components/confirm-deletion-screen';

export function DeleteAccountRoute() {
  return <ConfirmDeletionScreen />;
}
