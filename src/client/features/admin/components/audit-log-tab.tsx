import { ScrollText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { LoadingState } from '@/client/components/ui/loading-state';
import { ADMIN_DEFAULT_LIMIT } from '@/shared/constants';
import { useAuditLog } from '../api/list-audit-log';
import { formatDateTime } from './admin-format';
import { AdminPager, type AdminPageSize } from './admin-pager';
import { AdminTable, Cell, HeadCell } from './admin-table';

/** Audit Log: every admin action, newest first: who, what, which target, when, notes. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<AdminPageSize>(ADMIN_DEFAULT_LIMIT);
  const query = useAuditLog(page, limit);

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label="Loading audit log..." />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Failed to load the audit log"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.entries.length === 0) {
    body = <EmptyState icon={ScrollText} title="No admin actions yet" />;
  } else {
    body = (
      <>
        <AdminTable label="Audit log">
          <thead>
            <tr>
              <HeadCell>When</HeadCell>
              <HeadCell>Admin</HeadCell>
              <HeadCell>Action</HeadCell>
              <HeadCell>Target</HeadCell>
              <HeadCell>Notes</HeadCell>
            </tr>
          </thead>
          <tbody>
            {query.data.entries.map((entry) => (
              <tr key={entry.id} className="border-t align-top">
                <Cell className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</Cell>
                <Cell className="whitespace-nowrap">
                  @{entry.actor.username}
                  {entry.actor.id === null ? (
                    <span className="text-xs text-muted-foreground"> (deleted)</span>
                  ) : null}
                </Cell>
                <Cell>
                  <span className="block">{entry.summary}</span>
                  <code className="text-xs text-muted-foreground">{entry.action}</code>
                </Cell>
                <Cell className="whitespace-nowrap text-muted-foreground">
                  {entry.target.type}
                  {entry.target.id ? ` #${entry.target.id}` : ''}
                </Cell>
                <Cell className="max-w-72 whitespace-pre-line text-muted-foreground">
                  {entry.notes ?? '—'}
                </Cell>
              </tr>
            ))}
          </tbody>
        </AdminTable>
        <AdminPager
          pagination={query.data.pagination}
          noun="entries"
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      </>
    );
  }

  return (
    <section className="grid gap-4" aria-label="Audit Log">
      <div className="grid gap-0.5">
        <h2 className="text-lg font-semibold">Audit Log</h2>
        <p className="text-sm text-muted-foreground">Every admin action, newest first.</p>
      </div>
      {body}
    </section>
  );
}
