import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { addComment as AddComment, Comment } from '@/shared/api/social';
import { countComment } from './get-comments';
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

/**
 * Posts a comment; it shows at once after the loaded comments (usePostedComments) and is counted, then the
 * loaded pages and the lists are refreshed.
 */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (comment, { responseId, questionId }) => {
      queryClient.setQueryData<Comment[]>(queryKeys.social.postedComments(responseId), (old) => [
        ...(old ?? []),
        comment,
      ]);
      countComment(queryClient, responseId, 1);
      void queryClient.invalidateQueries({ queryKey: queryKeys.social.comments(responseId) });
      refreshResponseLists(queryClient, questionId);
    },
  });
}
