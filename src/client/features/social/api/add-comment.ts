import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { addComment as AddComment, CommentsResult } from '@/shared/api/social';
import { refreshResponseLists } from './refresh-response-lists';

export interface AddCommentVariables {
  responseId: number;
  questionId: number;
  content: string;
}

/** POST /api/responses/:id/comments {content} -> 201 the comment. */
export function addComment({ responseId, content }: AddCommentVariables) {
  return callApi<typeof AddComment>('POST /api/responses/:id/comments', {
    params: { id: String(responseId) },
    body: { content },
  });
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
