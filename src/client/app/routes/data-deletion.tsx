import { DataDeletionScreen } from '@/client/features/privacy/components/data-deletion-screen';

/** /data-deletion: open to everyone, signed in or not. */
export function DataDeletionRoute() {
  return <DataDeletionScreen />;
}
