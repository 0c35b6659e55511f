import { ScrollText } from 'lucide-react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useAuditLog } from '../api/list-audit-log';
import { formatDateTime } from './admin-format';
import { AdminList, useAdminPaging } from './admin-list';
import { AdminTable, Cell, HeadCell } from './admin-table';

/** Audit Log: every admin action, newest first: who, what, which target, when, notes. */
export function AuditLogTab() {
  const paging = useAdminPaging();
  const query = useAuditLog(paging);

  const body = (
    <AdminList
      query={query}
      rows={(data) => data.entries}
      loadingLabel="Loading audit log..."
      errorTitle="Failed to load the audit log"
      empty={<EmptyState icon={ScrollText} title="No admin actions yet" />}
      noun="entries"
      paging={paging}
    >
      {(entries) => (
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
            {entries.map((entry) => (
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
      )}
    </AdminList>
  );

  return (
    // The tab panel is the region, named by its tab: a landmark of the same name inside it would be a second one.
    <div className="grid gap-4">
      <div className="grid gap-0.5">
        <h2 className="text-lg font-semibold">Audit Log</h2>
        <p className="text-sm text-muted-foreground">Every admin action, newest first.</p>
      </div>
      {body}
    </div>
  );
}
