import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { searchAthletes as SearchAthletes } from '@/shared/api/catalog';

/** GET /api/sportsdb/athletes/search?query -> {athletes, source}. */
export function searchAthletes(query: string, signal?: AbortSignal) {
  return callApi<typeof SearchAthletes>('GET /api/sportsdb/athletes/search', { query: { query }, signal });
}

export function athleteSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.athletes(query),
    queryFn: ({ signal }) => searchAthletes(query, signal),
  });
}

/** Athletes matching the (trimmed) query; nothing is asked while it is blank. */
export function useAthleteSearch(query: string) {
  return useQuery({ ...athleteSearchQueryOptions(query), enabled: query !== '' });
}
