/**
 * How catalog facts read on screen. A fact the provider did not give (null, or not a number) reads as
 * nothing at all, never '0', 'NaN' or 'null': the offline catalog and Spotify's development apps send nulls.
 */
import { abbreviateNumber } from '@/shared/format';

/** '1994' from '1994-09-23' or '1994'; null when there is no year to read. */
export function yearOf(date: string | null | undefined): string | null {
  const match = date?.match(/^(\d{4})/);
  return match ? match[1] : null;
}

/** '8.7' (one decimal, out of 10). */
export function formatRating(rating: number | null | undefined): string | null {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : null;
}

/** '85%'. */
export function formatPopularity(popularity: number | null | undefined): string | null {
  return typeof popularity === 'number' && Number.isFinite(popularity) ? `${Math.round(popularity)}%` : null;
}

/** '1 follower', '12.3K followers', '1.5M followers'. */
export function formatFollowers(followers: number | null | undefined): string | null {
  if (typeof followers !== 'number' || !Number.isFinite(followers)) return null;
  return `${abbreviateNumber(followers)} ${followers === 1 ? 'follower' : 'followers'}`;
}

/** The provider page to link to, only when it is a plain web address. */
export function externalUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * Where the picker loads a provider's picture from: our own origin (GET /api/catalog/image, decision 083),
 * never the provider, so the content security policy keeps allowing only our images. The provider's address
 * itself is what a pick sends (answerImages).
 */
export function catalogPicture(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return url ?? null;
  return `/api/catalog/image?${new URLSearchParams({ src: url })}`;
}
