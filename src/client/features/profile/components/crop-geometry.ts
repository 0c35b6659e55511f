/**
 * The arithmetic of the round crop dialog, kept apart from the DOM so it can be reasoned about (and tested).
 * The image is shown at `cover` scale times the zoom; (x, y) is how far its centre sits from the centre of
 * the square viewport, in viewport pixels, clamped so the image always covers the viewport.
 */

export interface Size {
  width: number;
  height: number;
}

export interface CropPosition {
  zoom: number;
  x: number;
  y: number;
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;
/** The longest side of the uploaded picture; profile pictures are shown small. */
export const OUTPUT_MAX = 1024;
export const JPEG_QUALITY = 0.95;

/** Scale of the image on screen: covering the viewport at zoom 1. */
export function displayScale(image: Size, viewport: number, zoom: number): number {
  return Math.max(viewport / image.width, viewport / image.height) * zoom;
}

/** Keeps the image covering the viewport after a drag or a zoom change. */
export function clampPosition(position: CropPosition, image: Size, viewport: number): CropPosition {
  const scale = displayScale(image, viewport, position.zoom);
  const maxX = Math.max(0, (image.width * scale - viewport) / 2);
  const maxY = Math.max(0, (image.height * scale - viewport) / 2);
  return {
    zoom: position.zoom,
    x: Math.min(maxX, Math.max(-maxX, position.x)),
    y: Math.min(maxY, Math.max(-maxY, position.y)),
  };
}

/** The square of the source image that the viewport shows, in the image's own pixels. */
export function sourceSquare(position: CropPosition, image: Size, viewport: number) {
  const scale = displayScale(image, viewport, position.zoom);
  const left = viewport / 2 + position.x - (image.width * scale) / 2;
  const top = viewport / 2 + position.y - (image.height * scale) / 2;
  return { sx: -left / scale, sy: -top / scale, size: viewport / scale };
}

/**
 * Draws the chosen square onto a canvas and encodes it as a JPEG at quality 0.95 (docs/product.md section 9).
 */
export function cropToJpeg(image: HTMLImageElement, position: CropPosition, viewport: number): Promise<Blob> {
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const { sx, sy, size } = sourceSquare(position, natural, viewport);
  const output = Math.max(1, Math.round(Math.min(size, OUTPUT_MAX)));
  const canvas = document.createElement('canvas');
  canvas.width = output;
  canvas.height = output;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Your browser cannot crop images.'));
  // JPEG has no transparency: transparent parts of a PNG become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output, output);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, size, size, 0, 0, output, output);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not crop the image.'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}
