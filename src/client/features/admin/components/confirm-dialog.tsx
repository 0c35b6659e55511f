/** Moved to the shared building blocks: members confirm deleting their own things with it too. */
export { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
