import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getResponseVersions as GetResponseVersions } from '@/shared/api/responses';

/** GET /api/responses/:id/versions -> {versions}, newest first. */
export function getResponseVersions(responseId: number, signal?: AbortSignal) {
  return callApi<typeof GetResponseVersions>('GET /api/responses/:id/versions', {
    params: { id: String(responseId) },
    signal,
  });
}

export const responseVersionsQueryOptions = (responseId: number) =>
  queryOptions({
    queryKey: queryKeys.responses.versions(responseId),
    queryFn: ({ signal }) => getResponseVersions(responseId, signal),
  });

/** Loaded only while the versions dialog is open. */
export function useResponseVersions(responseId: number, enabled: boolean) {
  return useQuery({ ...responseVersionsQueryOptions(responseId), enabled });
}
