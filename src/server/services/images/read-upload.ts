/**
 * Reads the one file of a multipart upload, with the answers of docs/product.md section 5 for a
 * missing or too large file.
 */
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../../shared/constants.js';
import { badRequest, HttpError } from '../../lib/http-error.js';

export const NO_FILE = 'Please select an image file to upload.';
export const IMAGE_TOO_LARGE = 'Image must be 5MB or smaller';

/**
 * The bytes of the multipart field `field`. The multipart plugin stops reading at 5 MB: past it the upload
 * is refused with 413, whatever the declared size.
 */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }).catch((error) => {
    throw toUploadError(error);
  });
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw badRequest(NO_FILE);
  }
  const buffer = await part.toBuffer().catch((error) => {
    throw toUploadError(error);
  });
  if (part.file.truncated) throw new HttpError(413, IMAGE_TOO_LARGE);
  if (buffer.length === 0) throw badRequest(NO_FILE);
  return buffer;
}

function toUploadError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, IMAGE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('Send one image at a time');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(NO_FILE);
  if (error instanceof HttpError) return error;
  // A broken or cut-off multipart body is bad input, not a server failure.
  return badRequest(NO_FILE);
}
