import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { CommentsResult, deleteComment as DeleteComment } from '@/shared/api/social';
import { refreshResponseLists } from './refresh-response-lists';

export interface DeleteCommentVariables {
  commentId: number;
  responseId: number;
  questionId: number;
}

/** DELETE /api/comments/:id -> {message}. */
export function deleteComment({ commentId }: DeleteCommentVariables) {
  return callApi<typeof DeleteComment>('DELETE /api/comments/:id', { params: { id: String(commentId) } });
}

/** Deletes a comment (its author, or an admin); it leaves the open list at once. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, { commentId, responseId, questionId }) => {
      queryClient.setQueryData<CommentsResult>(queryKeys.social.comments(responseId), (old) =>
        old ? { comments: old.comments.filter((c) => c.id !== commentId) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.social.comments(responseId) });
      refreshResponseLists(queryClient, questionId);
    },
  });
}
