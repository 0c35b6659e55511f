import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getMyBlocks as GetMyBlocks } from '@/shared/api/blocks';

/** GET /api/users/me/blocks -> the members the signed-in member blocked and muted. */
export function getMyBlocks(signal?: AbortSignal) {
  return callApi<typeof GetMyBlocks>('GET /api/users/me/blocks', { signal });
}

export const myBlocksQueryOptions = queryOptions({
  queryKey: queryKeys.blocks.mine,
  queryFn: ({ signal }) => getMyBlocks(signal),
});

/** Read only while signed in (`enabled`): a visitor has no list. */
export function useMyBlocks(enabled: boolean) {
  return useQuery({ ...myBlocksQueryOptions, enabled });
}
