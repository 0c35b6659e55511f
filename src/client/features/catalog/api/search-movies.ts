import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { searchMovies as SearchMovies } from '@/shared/api/catalog';

/** GET /api/tmdb/movies/search?query -> {movies, source}. */
export function searchMovies(query: string, signal?: AbortSignal) {
  return callApi<typeof SearchMovies>('GET /api/tmdb/movies/search', { query: { query }, signal });
}

export function movieSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.movies(query),
    queryFn: ({ signal }) => searchMovies(query, signal),
  });
}

/** Movies matching the (trimmed) query; nothing is asked while it is blank. */
export function useMovieSearch(query: string) {
  return useQuery({ ...movieSearchQueryOptions(query), enabled: query !== '' });
}
