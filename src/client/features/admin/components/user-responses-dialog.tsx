import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { LoadingState } from '@/client/components/ui/loading-state';
import type { AdminUser } from '@/shared/api/admin-users';
import { useAdminUserResponses } from '../api/list-admin-user-responses';
import { useAdminPaging } from './admin-list';
import { AdminPager } from './admin-pager';
import { AdminResponseTable } from './admin-response-table';

/** A member's responses, private and hidden ones included. */
export function UserResponsesDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{user ? `${user.displayName}'s responses` : 'Responses'}</DialogTitle>
          <DialogDescription>{user ? `@${user.username} · ${user.email}` : null}</DialogDescription>
        </DialogHeader>
        {user ? <UserResponses userId={user.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UserResponses({ userId }: { userId: number }) {
  const paging = useAdminPaging();
  const query = useAdminUserResponses(userId, paging);
  if (query.isPending) return <LoadingState label="Loading responses..." className="min-h-40" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Failed to load responses"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.responses.length === 0) return <EmptyState title="No responses found for this user." />;
  return (
    <div className="grid gap-4">
      <AdminResponseTable responses={query.data.responses} showAuthor={false} />
      <AdminPager pagination={query.data.pagination} noun="responses" onPageChange={paging.setPage} />
    </div>
  );
}
