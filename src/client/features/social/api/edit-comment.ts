import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { Comment, editComment as EditComment } from '@/shared/api/social';
import type { CommentPages } from './get-comments';

export interface EditCommentVariables {
  commentId: number;
  responseId: number;
  content: string;
}

/** PATCH /api/comments/:id {content} -> the comment, marked edited. */
export function editComment({ commentId, content }: EditCommentVariables) {
  return callApi<typeof EditComment>('PATCH /api/comments/:id', {
    params: { id: String(commentId) },
    body: { content },
  });
}

/** Changes one's own comment; the open list shows the new text at once. */
export function useEditComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editComment,
    onSuccess: (saved, { responseId }) => {
      const swap = (comments: Comment[]) => comments.map((c) => (c.id === saved.id ? saved : c));
      queryClient.setQueryData<CommentPages>(queryKeys.social.comments(responseId), (old) =>
        old ? { ...old, pages: old.pages.map((page) => ({ ...page, comments: swap(page.comments) })) } : old,
      );
      queryClient.setQueryData<Comment[]>(queryKeys.social.postedComments(responseId), (old) =>
        old ? swap(old) : old,
      );
    },
  });
}
