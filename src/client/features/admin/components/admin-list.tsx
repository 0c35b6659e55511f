import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorState } from '@/client/components/ui/error-state';
import { LoadingState } from '@/client/components/ui/loading-state';
import type { AdminPagination } from '@/shared/api/admin-common';
import { ADMIN_DEFAULT_LIMIT } from '@/shared/constants';
import { AdminPager, type AdminPageSize } from './admin-pager';

/**
 * The page and page size of an admin list; a new page size or filter starts again at page 1. Each page reached
 * with Next keeps the cursor it was read from (decision 043), so Next and Previous read from the index where
 * the page starts instead of counting pages from the top.
 */
export function useAdminPaging() {
  const [position, setPosition] = useState<{ page: number; cursors: Record<number, string> }>(START);
  const [limit, setLimitState] = useState<AdminPageSize>(ADMIN_DEFAULT_LIMIT);
  const restart = () => setPosition(START);
  const setPage = (page: number, cursor?: string) =>
    setPosition((now) => ({ page, cursors: cursor ? { ...now.cursors, [page]: cursor } : now.cursors }));
  const setLimit = (next: AdminPageSize) => {
    setLimitState(next);
    restart();
  };
  const { page, cursors } = position;
  return { page, limit, cursor: cursors[page] as string | undefined, setPage, setLimit, restart };
}
const START = { page: 1, cursors: {} };
export type AdminPaging = ReturnType<typeof useAdminPaging>;

/**
 * An admin list's body: loading, the error with Retry, the empty state, or the table with its pager.
 * `rows` picks the listed rows out of the answer; the table is drawn only when there are some.
 */
export function AdminList<Data extends object, Row>({
  query,
  rows,
  loadingLabel,
  errorTitle,
  empty,
  noun,
  paging,
  children,
}: {
  query: UseQueryResult<Data, Error>;
  rows: (data: Data) => Row[];
  loadingLabel: string;
  /** The error's title above its message; as a function, a title that carries the message itself. */
  errorTitle: string | ((error: Error) => string);
  empty: ReactNode;
  /** 'questions', 'users'...: the pager's count. */
  noun: string;
  /** Leave out for a list that is not paged; without setLimit the pager offers no page size. */
  paging?: Pick<AdminPaging, 'setPage'> & Partial<Pick<AdminPaging, 'setLimit'>>;
  children: (rows: Row[], data: Data) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    const retry = () => void query.refetch();
    if (typeof errorTitle === 'function')
      return <ErrorState title={errorTitle(query.error)} onRetry={retry} />;
    return <ErrorState title={errorTitle} message={query.error.message} onRetry={retry} />;
  }
  const listed = rows(query.data);
  if (listed.length === 0) return <>{empty}</>;
  const pagination = 'pagination' in query.data ? (query.data.pagination as AdminPagination) : null;
  return (
    <>
      {children(listed, query.data)}
      {paging && pagination ? (
        <AdminPager
          pagination={pagination}
          noun={noun}
          onPageChange={paging.setPage}
          onLimitChange={paging.setLimit}
        />
      ) : null}
    </>
  );
}
