/** /api/upload: images members upload for their questions (multipart, so the body has no schema). */
import { z } from 'zod';
import { apiError, defineCall } from './contract.js';

export const uploadedImage = z
  .object({
    /** '/uploads/questions/<random>.<ext>', served by the app. */
    imageUrl: z.string(),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImage>;

/**
 * Multipart with one file in the field `image`: JPEG, PNG, GIF or WebP, at most 5 MB. The format is read
 * from the content; the image is stored re-encoded without its metadata.
 */
export const uploadQuestionImage = defineCall({
  method: 'POST',
  path: '/api/upload/question-image',
  summary: "Upload a question's cover image (multipart field `image`, at most 5 MB)",
  tag: 'upload',
  response: { 200: uploadedImage, 400: apiError, 401: apiError, 413: apiError, 429: apiError },
});
