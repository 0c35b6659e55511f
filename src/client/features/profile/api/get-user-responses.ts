import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/lib/query-keys';
import { responsePagesOptions } from './response-pages';

/** GET /api/users/:username/responses: the Answers tab (the owner also sees their private lists). */
export const userResponsesQueryOptions = (username: string) =>
  responsePagesOptions(
    queryKeys.users.responses(username),
    `/api/users/${encodeURIComponent(username)}/responses`,
  );

export function useUserResponses(username: string, enabled = true) {
  return useInfiniteQuery({ ...userResponsesQueryOptions(username), enabled });
}
