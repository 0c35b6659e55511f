import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/client/components/ui/button';
import { Select } from '@/client/components/ui/select';
import type { AdminPagination } from '@/shared/api/admin-common';
import { ADMIN_PAGE_SIZES } from '@/shared/constants';
import { groupDigits } from '@/shared/format';

export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

/** 'entries' -> 'entry', 'requests' -> 'request': the nouns the admin lists use. */
export function countOf(total: number, noun: string): string {
  if (total !== 1) return noun;
  return noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, '');
}

/**
 * Under an admin list: how many ('1,000+' when the count stopped at the cap), the page size (25, 50 or 100)
 * and Previous/Next; Next passes the page's cursor along, and is there while the server gives one.
 */
export function AdminPager({
  pagination,
  onPageChange,
  onLimitChange,
  noun,
}: {
  pagination: AdminPagination;
  /** `cursor`: where the page starts (given for the page after this one). */
  onPageChange: (page: number, cursor?: string) => void;
  /** Leave out to hide the page size choice. */
  onLimitChange?: (limit: AdminPageSize) => void;
  /** 'responses', 'users'... */
  noun: string;
}) {
  const id = useId();
  const { page, limit, total, totalPages, totalCapped, nextCursor } = pagination;
  const pages = Math.max(1, totalPages);
  const more = totalCapped ? '+' : '';
  return (
    <div className="flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
      <p>
        {`${groupDigits(total)}${more} ${totalCapped ? noun : countOf(total, noun)} · Page ${totalCapped ? page : Math.min(page, pages)} of ${pages}${more}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onLimitChange ? (
          <div className="flex items-center gap-2">
            <label htmlFor={id} className="whitespace-nowrap">
              Rows per page
            </label>
            <Select
              id={id}
              className="h-8 w-20"
              value={limit}
              onChange={(event) => onLimitChange(Number(event.target.value) as AdminPageSize)}
            >
              {ADMIN_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={nextCursor === null}
          onClick={() => onPageChange(page + 1, nextCursor ?? undefined)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
