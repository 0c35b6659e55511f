import { useMutation } from '@tanstack/react-query';
import { apiMultipart } from '@/client/lib/api';
import type { CallOutput } from '@/shared/api/contract';
import type { uploadQuestionImage as UploadQuestionImage } from '@/shared/api/upload';

/**
 * POST /api/upload/question-image, multipart field `image` -> {imageUrl}: the same upload the create page
 * uses, for the admin question form. Multipart has no body schema, hence apiMultipart.
 */
export function uploadQuestionImage(file: File): Promise<CallOutput<typeof UploadQuestionImage>> {
  const form = new FormData();
  form.append('image', file);
  return apiMultipart('/api/upload/question-image', form);
}

export function useUploadQuestionImage() {
  return useMutation({ mutationFn: uploadQuestionImage });
}
