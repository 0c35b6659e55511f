/**
 * Request schemas of the profile calls: picture by URL, and the About details
 * (docs/product.md section 5, Profile).
 */
import { z } from 'zod';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '../constants.js';
import { notAllowedIn, textField } from './fields.js';

export const BIO_MAX = 300;

/** An http(s) address or a path to one of our own uploads. */
export function isImageAddress(value: string): boolean {
  if (/^\/uploads\/[A-Za-z0-9._\-/]+$/.test(value)) return !value.includes('..');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const profilePictureSchema = z.object({
  profilePicture: textField('Invalid URL', 'Invalid URL')
    .trim()
    .min(1, 'Invalid URL')
    .max(2048, 'Invalid URL')
    .refine(isImageAddress, 'Invalid URL'),
});
export type ProfilePictureInput = z.infer<typeof profilePictureSchema>;

export const profileSchema = z.object({
  displayName: textField(notAllowedIn('Display name'), 'Display name must be at least 2 characters')
    .trim()
    .min(DISPLAY_NAME_MIN, 'Display name must be at least 2 characters')
    .max(DISPLAY_NAME_MAX, 'Display name must be at most 50 characters')
    .optional(),
  bio: textField(notAllowedIn('Bio'))
    .trim()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : v === undefined ? undefined : null)),
});
export type ProfileInput = z.infer<typeof profileSchema>;
