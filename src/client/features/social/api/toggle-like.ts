import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { toggleLike as ToggleLike } from '@/shared/api/social';
import { refreshResponseLists } from './refresh-response-lists';

export interface ToggleLikeVariables {
  responseId: number;
  questionId: number;
  like: boolean;
}

/** POST /api/responses/:id/toggle-like {like} -> {liked, likesCount}. */
export function toggleLike({ responseId, like }: ToggleLikeVariables) {
  return callApi<typeof ToggleLike>('POST /api/responses/:id/toggle-like', {
    params: { id: String(responseId) },
    body: { like },
  });
}

/** Likes or unlikes; the likers list and the feeds showing the response are refreshed after. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: (_result, { responseId, questionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.social.likers(responseId) });
      refreshResponseLists(queryClient, questionId);
    },
  });
}
