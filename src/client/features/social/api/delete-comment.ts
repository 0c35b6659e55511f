import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { Comment, deleteComment as DeleteComment } from '@/shared/api/social';
import { type CommentPages, countComment } from './get-comments';
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

/** Deletes a comment (its author, or an admin); it leaves the open list and the count at once. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, { commentId, responseId, questionId }) => {
      const others = (comments: Comment[]) => comments.filter((c) => c.id !== commentId);
      queryClient.setQueryData<CommentPages>(queryKeys.social.comments(responseId), (old) =>
        old
          ? { ...old, pages: old.pages.map((page) => ({ ...page, comments: others(page.comments) })) }
          : old,
      );
      queryClient.setQueryData<Comment[]>(queryKeys.social.postedComments(responseId), (old) =>
        old ? others(old) : old,
      );
      countComment(queryClient, responseId, -1);
      void queryClient.invalidateQueries({ queryKey: queryKeys.social.comments(responseId) });
      refreshResponseLists(queryClient, questionId);
    },
  });
}
