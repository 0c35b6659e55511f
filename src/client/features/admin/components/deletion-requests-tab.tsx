import { CheckCheck, Inbox, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import type { DataDeletionRequest } from '@/shared/api/data-deletion';
import { useCompleteDataDeletionRequest } from '../api/complete-data-deletion-request';
import { useDeleteAccountOfDataDeletionRequest } from '../api/delete-account-of-data-deletion-request';
import { useDataDeletionRequests } from '../api/list-data-deletion-requests';
import { formatDateTime } from './admin-format';
import { AdminList, useAdminPaging } from './admin-list';
import { adminFailure, adminSuccess } from './admin-toasts';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedDelete } from './use-confirmed-delete';

const STATUS_LABELS: Record<DataDeletionRequest['status'], string> = {
  pending: 'Pending',
  completed: 'Done',
  rejected: 'Rejected',
};

/**
 * Data deletion requests sent from /data-deletion, newest first, each confirmed or not by the link mailed to
 * its address (decision 084): mark one done, or, once it is confirmed, delete the account using its email
 * with everything it made (then the request is done too).
 */
export function DeletionRequestsTab() {
  const paging = useAdminPaging();
  const query = useDataDeletionRequests(paging);
  const complete = useCompleteDataDeletionRequest();
  const deleteAccount = useDeleteAccountOfDataDeletionRequest();
  const deletion = useConfirmedDelete<DataDeletionRequest>(deleteAccount, {
    success: 'User and all associated data deleted successfully',
    failure: 'Failed to delete user',
  });

  const markDone = (request: DataDeletionRequest) =>
    complete.mutate(request.id, {
      onSuccess: ({ message }) => adminSuccess(message),
      onError: (error) => adminFailure('Failed to update request', error),
    });

  const body = (
    <AdminList
      query={query}
      rows={(data) => data.requests}
      loadingLabel="Loading deletion requests..."
      errorTitle="Failed to load deletion requests"
      empty={<EmptyState icon={Inbox} title="No deletion requests" description="Nobody has asked yet." />}
      noun="requests"
      paging={paging}
    >
      {(requests) => (
        <ul className="grid gap-3">
          {requests.map((request) => (
            <li key={request.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-card">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-all">{request.email}</span>
                  <Badge variant={request.status === 'pending' ? 'default' : 'secondary'}>
                    {STATUS_LABELS[request.status]}
                  </Badge>
                  {request.confirmedAt ? (
                    <Badge variant="secondary" title={`Confirmed ${formatDateTime(request.confirmedAt)}`}>
                      Confirmed
                    </Badge>
                  ) : (
                    <Badge variant="outline">Unconfirmed</Badge>
                  )}
                  {request.account ? (
                    <Link
                      to={`/users/${encodeURIComponent(request.account.username)}`}
                      className="text-sm text-primary hover:underline"
                    >
                      @{request.account.username}
                    </Link>
                  ) : (
                    <span className="text-sm text-muted-foreground">No account uses this email</span>
                  )}
                </div>
                <span className="text-xs text-muted-foreground">{formatDateTime(request.createdAt)}</span>
              </div>
              <p className="text-sm whitespace-pre-line">{request.reason}</p>
              {request.status === 'pending' ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => markDone(request)}
                    disabled={complete.isPending && complete.variables === request.id}
                  >
                    <CheckCheck aria-hidden="true" />
                    Mark Done
                  </Button>
                  {request.accountExists && request.confirmedAt ? (
                    <Button size="sm" variant="destructive" onClick={() => deletion.ask(request)}>
                      <UserX aria-hidden="true" />
                      Delete Account
                    </Button>
                  ) : null}
                  {request.accountExists && !request.confirmedAt ? (
                    <p className="self-center text-sm text-muted-foreground">
                      Nobody has opened the link mailed to this address yet: the account can be deleted once
                      the request is confirmed.
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="text-xs text-muted-foreground">
                  Handled
                  {request.handledAt ? ` ${formatDateTime(request.handledAt)}` : ''}
                  {request.handledBy ? ` by @${request.handledBy.username}` : ''}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );

  return (
    <section className="grid gap-4" aria-label="Data Deletion Requests">
      <div className="grid gap-0.5">
        <h2 className="text-lg font-semibold">Data Deletion Requests</h2>
        <p className="text-sm text-muted-foreground">We promise a review within 5-7 business days.</p>
      </div>
      {body}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Account"
        description={
          <>
            <p>
              Delete the account of {deletion.target?.email}
              {deletion.target?.account ? ` (@${deletion.target.account.username})` : ''}?
            </p>
            <p>
              Their responses, likes, comments, follows, reports and notifications are deleted, they are
              signed out everywhere, and the request is marked done. This cannot be undone.
            </p>
          </>
        }
        confirmLabel="Delete Account"
      />
    </section>
  );
}
