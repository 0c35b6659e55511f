import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { CommentsResult, ResponseComment } from '@/shared/types';
import { refreshResponseLists } from './refresh-response-lists';

export interface AddCommentVariables {
  responseId: number;
  questionId: number;
  content: string;
}

export function addComment({ responseId, content }: AddCommentVariables): Promise<ResponseComment> {
  return api(`/api/responses/${responseId}/comments`, { method: 'POST', body: { content } });
}

/** Posts a comment; it is appended to the open list at once, then the lists are refreshed. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (comment, { responseId, questionId }) => {
      queryClient.setQueryData<CommentsResult>(queryKeys.social.comments(responseId), (old) =>
        old ? { comments: [...old.comments, comment] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.social.comments(responseId) });
      refreshResponseLists(queryClient, questionId);
    },
  });
}
