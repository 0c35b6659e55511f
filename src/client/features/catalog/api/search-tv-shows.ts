import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { searchTvShows as SearchTvShows } from '@/shared/api/catalog';

/** GET /api/tmdb/tv/search?query -> {tvShows, source}. */
export function searchTvShows(query: string, signal?: AbortSignal) {
  return callApi<typeof SearchTvShows>('GET /api/tmdb/tv/search', { query: { query }, signal });
}

export function tvShowSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.tvShows(query),
    queryFn: ({ signal }) => searchTvShows(query, signal),
  });
}

/** TV shows matching the (trimmed) query; nothing is asked while it is blank. */
export function useTvShowSearch(query: string) {
  return useQuery({ ...tvShowSearchQueryOptions(query), enabled: query !== '' });
}
