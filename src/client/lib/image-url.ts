/**
 * Which image URLs the browser may load. Only our own origin (uploads, built assets) and inline `data:`
 * images: loading a third party's image would tell that party who is looking at which page. Catalog images
 * from Spotify, TMDB or TheSportsDB are loaded through our own origin (GET /api/catalog/image, decision 083).
 */
export function isDisplayableImageUrl(url: string | null | undefined, origin = currentOrigin()): boolean {
  const value = url?.trim();
  if (!value) return false;
  if (/^data:image\//i.test(value)) return true;
  try {
    const parsed = new URL(value, origin);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
  } catch {
    return false;
  }
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
