import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { search as Search } from '@/shared/api/search';
import type { SearchType } from '@/shared/schemas/social';

export const SEARCH_PAGE_SIZE = 20;

/** GET /api/search?q&type: type is left out for 'all' (up to 3 per group); one type comes page by page. */
export function search(q: string, type: SearchType, page = 1, signal?: AbortSignal) {
  return callApi<typeof Search>('GET /api/search', {
    query: type === 'all' ? { q } : { q, type, page, limit: SEARCH_PAGE_SIZE },
    signal,
  });
}

export const searchAllQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.search.results(q, 'all'),
    queryFn: ({ signal }) => search(q, 'all', 1, signal),
  });

export const searchTypeQueryOptions = (q: string, type: Exclude<SearchType, 'all'>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.search.results(q, type),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => search(q, type, pageParam, signal),
    getNextPageParam: (last) => {
      const p = last.pagination;
      return p && p.page < p.totalPages ? p.page + 1 : undefined;
    },
  });

/** Searches run only when the trimmed text is not empty (docs/product.md section 5). */
export function useSearchAll(q: string, enabled: boolean) {
  return useQuery({ ...searchAllQueryOptions(q), enabled: enabled && q.trim() !== '' });
}

export function useSearchType(q: string, type: SearchType, enabled: boolean) {
  const oneType = type === 'all' ? 'questions' : type;
  return useInfiniteQuery({
    ...searchTypeQueryOptions(q, oneType),
    enabled: enabled && type !== 'all' && q.trim() !== '',
  });
}
