import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { ToggleLikeResult } from '@/shared/types';
import { refreshResponseLists } from './refresh-response-lists';

export interface ToggleLikeVariables {
  responseId: number;
  questionId: number;
  like: boolean;
}

export function toggleLike({ responseId, like }: ToggleLikeVariables): Promise<ToggleLikeResult> {
  return api(`/api/responses/${responseId}/toggle-like`, { method: 'POST', body: { like } });
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
