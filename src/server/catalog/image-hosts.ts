/**
 * The hosts catalog pictures come from: what the picker's image route (GET /api/catalog/image) agrees to fetch,
 * so it is never a way to make this server fetch any address (docs/decisions/083). Spotify's and TheSportsDB's
 * image CDNs, plus the configured TMDB image base and provider addresses (local fakes in tests).
 */
import type { Config } from '../config.js';

const KNOWN_HOSTS = ['i.scdn.co', 'mosaic.scdn.co', 'www.thesportsdb.com', 'r2.thesportsdb.com'];

export function catalogImageHosts(config: Config): Set<string> {
  const hosts = new Set(KNOWN_HOSTS);
  for (const base of [config.TMDB_IMAGE_URL, config.SPORTSDB_API_URL, config.SPOTIFY_API_URL]) {
    hosts.add(new URL(base).host);
  }
  return hosts;
}

/** Whether `src` is an http(s) address on one of those hosts (https only, but for loopback in tests). */
export function isCatalogImage(src: string, hosts: Set<string>): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return hosts.has(url.host);
}
