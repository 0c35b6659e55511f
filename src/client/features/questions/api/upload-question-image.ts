import { useMutation } from '@tanstack/react-query';
import { apiMultipart } from '@/client/lib/api';
import type { UploadedImage } from '@/shared/types';

/** POST /api/upload/question-image, multipart field `image` -> {imageUrl}. */
export function uploadQuestionImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  return apiMultipart('/api/upload/question-image', form);
}

export function useUploadQuestionImage() {
  return useMutation({ mutationFn: uploadQuestionImage });
}
