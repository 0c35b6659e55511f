import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiMultipart, isApiError } from '@/client/lib/api';
import type { CallOutput } from '@/shared/api/contract';
import type { uploadQuestionImage as UploadQuestionImage } from '@/shared/api/upload';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@/shared/constants';

/**
 * POST /api/upload/question-image, multipart field `image` -> {imageUrl}. Multipart has no body schema,
 * so this goes through apiMultipart; the answer's type still comes from the call's declaration.
 */
function uploadQuestionImage(file: File): Promise<CallOutput<typeof UploadQuestionImage>> {
  const form = new FormData();
  form.append('image', file);
  return apiMultipart('/api/upload/question-image', form);
}

/** Why a chosen file is refused before it is sent, or null. */
function fileProblemOf(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose a JPEG, PNG, GIF or WebP image.';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'This image is larger than 5MB.';
  return null;
}

/**
 * A question image chosen as a file and uploaded to our server (the create page and the admin form):
 * `choose` checks type and size at once, `send` uploads and hands the stored address to `onUploaded`,
 * `problem` is what to show under the field. Each screen draws its own field and toasts.
 */
export function useQuestionImageUpload({
  onUploaded,
  onFailed,
}: {
  onUploaded: (imageUrl: string) => void;
  /** The server's reason when it gave one. */
  onFailed: (reason: string | undefined) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadQuestionImage });

  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setProblem(chosen ? fileProblemOf(chosen) : null);
  };

  const send = () => {
    if (!file || problem) return;
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        onUploaded(imageUrl);
      },
      onError: (failure) => {
        const reason = isApiError(failure) ? failure.serverMessage : undefined;
        setProblem(reason || 'Failed to upload image');
        onFailed(reason);
      },
    });
  };

  return { fileInput, file, problem, choose, send, pending: upload.isPending };
}
