import type { Pagination } from '../../shared/api/common.js';
import type { PagingInput } from '../../shared/schemas/paging.js';

/** The pagination block of a paged list (docs/product.md section 3: total, totalPages). */
export function pagination(paging: PagingInput, total: number): Pagination {
  return { page: paging.page, limit: paging.limit, total, totalPages: Math.ceil(total / paging.limit) };
}
