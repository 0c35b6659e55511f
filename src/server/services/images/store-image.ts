/**
 * Images members give us: the format is decided from the content (never the name or the declared type),
 * then the image is re-encoded without its metadata (EXIF, GPS, comments) and stored under
 * 'uploads/<folder>/' in the file store (services/storage). Used by the question image upload, with `square` by the profile picture
 * upload, and by the fetch of images given by address (services/remote-images). Every decode and encode
 * runs in the process's ImageQueue, in its owner's line, and within IMAGE_WORK_SECONDS. The size read from
 * the header is checked first, before the image waits in the queue or is decoded: at most MAX_INPUT_SIDE
 * pixels on a side and MAX_INPUT_PIXELS in all (a 95 KB PNG can say 1 x 49,000,000 and cost seconds of CPU).
 */
import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { badRequest } from '../../lib/http-error.js';
import type { FileStore } from '../storage/file-store.js';
import type { ImageQueue } from './image-queue.js';
import { loadSharp } from './sharp.js';

export const ONLY_IMAGES = 'Only JPEG, PNG, GIF or WebP images are allowed';
/** Larger images are scaled down to fit this box (they are shown as cards and pictures, never bigger). */
export const MAX_IMAGE_SIDE = 2000;
/** Refuses images that would take too much memory to decode (a small file can claim huge dimensions). */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Refuses images longer than this on either side, whatever their area: a 1-pixel-wide strip stays under the
 * area cap yet is decoded row by row for seconds. 10,000 px holds any photo a camera or phone takes (a 50 MP
 * photo is about 8,700 x 5,800) and the panoramas under the area cap that we would show at 2,000 px anyway.
 */
export const MAX_INPUT_SIDE = 10_000;
/** The most one image's decode and re-encode may take (sharp's own timeout stops libvips). */
export const IMAGE_WORK_SECONDS = 10;
export const IMAGE_TOO_LARGE = `Image dimensions are too large: at most ${MAX_INPUT_SIDE.toLocaleString('en-US')} pixels on a side and ${MAX_INPUT_PIXELS / 1_000_000} million pixels in all`;
export const IMAGE_TOO_SLOW = 'This image takes too long to process. Please upload a smaller one.';

const EXTENSIONS = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const;
type ImageFormat = keyof typeof EXTENSIONS;
const isImageFormat = (format: string | undefined): format is ImageFormat =>
  format !== undefined && format in EXTENSIONS;

export interface ProcessImageOptions {
  /** Crop to a centred square of this many pixels, output as JPEG (profile pictures). */
  square?: number;
}

export interface StoreImageOptions extends ProcessImageOptions {
  /** The app's file store (app.files). */
  files: FileStore;
  /** Sub-folder of uploads, e.g. 'questions'. */
  folder: string;
  /** The process's image queue (app.imageQueue): the work waits there for a free worker. */
  queue: ImageQueue;
  /** Whose work it is, e.g. 'member:12': each owner waits in a line of its own (ImageQueue). */
  owner: string;
}

export interface StoredImage {
  /** The path the app serves it at: '/uploads/<folder>/<name>'. */
  imageUrl: string;
  format: ImageFormat;
}

export interface ProcessedImage {
  output: Buffer;
  format: ImageFormat;
  /** The file extension for the format: 'jpg', 'png', 'gif' or 'webp'. */
  extension: string;
}

/** Checks, re-encodes and stores an image under a random name; 400 when it is not an image we take. */
export async function storeImage(input: Buffer, options: StoreImageOptions): Promise<StoredImage> {
  // The header alone says whether we take it: refused at once, without waiting for a worker.
  await inspectImage(input);
  const { output, format, extension } = await options.queue.run(
    () => processImage(input, options),
    options.owner,
  );
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await options.files.put(`uploads/${options.folder}/${name}`, output);
  return { imageUrl: `/uploads/${options.folder}/${name}`, format };
}

/**
 * What the image's header says (format, size, frames), read without decoding the pixels; 400 ONLY_IMAGES
 * for anything else, 400 IMAGE_TOO_LARGE past MAX_INPUT_SIDE on a side or MAX_INPUT_PIXELS in all.
 */
export async function inspectImage(input: Buffer): Promise<Metadata & { format: ImageFormat }> {
  const sharp = await loadSharp();
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || !isImageFormat(metadata.format)) throw badRequest(ONLY_IMAGES);
  const pages = metadata.pages ?? 1;
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height * pages > MAX_INPUT_PIXELS) {
    throw badRequest(IMAGE_TOO_LARGE);
  }
  return metadata as Metadata & { format: ImageFormat };
}

/**
 * The CPU-heavy part: decode, check, re-encode. Call it inside ImageQueue.run (storeImage does); throws
 * 400 ONLY_IMAGES or 'Image dimensions are too large' for input that is not an image we take.
 */
export async function processImage(input: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const metadata = await inspectImage(input);
  const pages = metadata.pages ?? 1;

  const animated = !options.square && pages > 1 && (metadata.format === 'gif' || metadata.format === 'webp');
  let image = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS });
  // Turn the picture upright from its EXIF orientation before the EXIF is dropped.
  if (!animated) image = image.rotate();

  let format: ImageFormat = metadata.format;
  if (options.square) {
    image = image
      .resize(options.square, options.square, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: 90 });
    format = 'jpeg';
  } else {
    image = image.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (format === 'jpeg') image = image.jpeg({ quality: 85, mozjpeg: true });
    else if (format === 'png') image = image.png({ compressionLevel: 9 });
    else if (format === 'webp') image = image.webp({ quality: 85 });
    else image = image.gif();
  }

  // sharp writes no metadata unless asked to (withMetadata/keepExif), so the output carries none.
  const output = await image
    .timeout({ seconds: IMAGE_WORK_SECONDS })
    .toBuffer()
    .catch((error: unknown) => {
      throw badRequest(
        error instanceof Error && /timeout/i.test(error.message) ? IMAGE_TOO_SLOW : ONLY_IMAGES,
      );
    });
  return { output, format, extension: EXTENSIONS[format] };
}
