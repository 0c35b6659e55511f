/**
 * Where sign-in sends a member back to: the page they were on, carried as `/auth?next=<path>`. Only a path on
 * this site is ever followed (never another origin: no open redirect), and never the auth screens themselves.
 */

/** The path, query and hash of `value` when it is a safe place on this site to go back to; else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  // One leading slash, then no second slash or backslash ('//evil.test' and '/\evil.test' are other hosts).
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://top5.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://top5.invalid') return null;
  const { pathname } = url;
  if (pathname === '/auth' || pathname.startsWith('/auth/') || pathname.startsWith('/api/')) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/** The sign-in screen's address that comes back to `from` afterwards (`/auth` alone for home or nothing). */
export function signInPath(from?: string | null): string {
  const next = safeReturnPath(from);
  return next && next !== '/' ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}
