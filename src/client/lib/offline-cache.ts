/**
 * The service worker (public/sw.js, decision 109) and what the app tells it. The worker keeps the pages and
 * reads opened recently, so they open offline; they may be private, so they are deleted when the member
 * signs out, and when the member who signs in is not the one they were kept for.
 */

/** Whose pages the caches hold: the member's id, '' for a visitor's. */
const OWNER_KEY = 'top5-offline-owner';
/** The worker's caches that may hold a member's own things (its shell cache holds only built files). */
const PRIVATE_CACHE = /^top5-(pages|reads)-/;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Deletes every kept page and read. */
export async function forgetPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((name) => PRIVATE_CACHE.test(name)).map((name) => caches.delete(name)));
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(owner: string): void {
  try {
    localStorage.setItem(OWNER_KEY, owner);
  } catch {}
}

/** Sign-out: nothing of the member's stays on this device. */
export async function forgetMember(): Promise<void> {
  writeOwner('');
  await forgetPrivateCaches();
}

/**
 * The session as the app now knows it (null: a visitor). A different member than the caches were kept for
 * deletes them; so does a visitor where a member was, once the server itself says no one is signed in (a
 * session that ran out): offline, the worker answers with the kept member instead, and nothing is deleted.
 */
export async function followSession(userId: number | null): Promise<void> {
  const owner = readOwner();
  if (userId !== null) {
    if (owner && owner !== String(userId)) await forgetPrivateCaches();
    writeOwner(String(userId));
    return;
  }
  if (!owner) return;
  const answer = await fetch('/api/auth/me', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<{ user: unknown }>) : null))
    .catch(() => null);
  if (answer && answer.user === null) await forgetMember();
}
