import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { searchArtists as SearchArtists } from '@/shared/api/catalog';

/** GET /api/spotify/search/artists?query&limit -> {artists, pagination: {total}, source}. */
export function searchArtists(query: string, limit: number, signal?: AbortSignal) {
  return callApi<typeof SearchArtists>('GET /api/spotify/search/artists', {
    query: { query, limit },
    signal,
  });
}

export function artistSearchQueryOptions(query: string, limit: number) {
  return queryOptions({
    queryKey: queryKeys.catalog.artists(query, limit),
    queryFn: ({ signal }) => searchArtists(query, limit, signal),
  });
}

/** Artists matching the (trimmed) query: 20 for the picker, 50 for the browser; nothing is asked while blank. */
export function useArtistSearch(query: string, limit: number) {
  return useQuery({ ...artistSearchQueryOptions(query, limit), enabled: query !== '' });
}
