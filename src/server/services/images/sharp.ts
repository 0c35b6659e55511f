/**
 * sharp (libvips), loaded by the first image job rather than at start-up: a start serves pages and calls long
 * before it draws or re-encodes an image (decision 038). One libvips thread per job: with the ImageQueue's one
 * or two workers, image work uses at most that many cores and the event loop keeps one (libvips otherwise
 * starts a thread per core for every image).
 */
import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | null = null;

export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
