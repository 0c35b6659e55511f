/**
 * Spotify Web API artist search with the client-credentials flow: the app's token comes from the accounts
 * service, is kept until it expires and renewed once when the API answers 401. Development apps get at most
 * 10 results a request, so a larger limit is met by paging with `offset`.
 */
import { baseUrl, fetchWithRetry, type HttpOptions, ProviderError, readJson } from './http.js';
import type { CatalogArtist, CatalogPage } from './types.js';

/** Spotify's cap per request for development apps. */
export const SPOTIFY_PAGE_SIZE = 10;
/** Renew a little before the token runs out, so a request never carries one that expires on the way. */
const EXPIRY_MARGIN_MS = 60_000;

export interface SpotifyOptions extends HttpOptions {
  clientId: string;
  clientSecret: string;
  accountsUrl: string;
  apiUrl: string;
}

interface SpotifyToken {
  accessToken: string;
  expiresAt: number;
}

interface SpotifyArtistJson {
  id: string;
  name: string;
  images?: { url: string; width?: number | null; height?: number | null }[] | null;
  popularity?: number | null;
  followers?: { total?: number | null } | null;
  genres?: string[] | null;
  external_urls?: { spotify?: string } | null;
}

interface SpotifySearchJson {
  artists?: { items?: (SpotifyArtistJson | null)[]; total?: number; next?: string | null };
}

export class SpotifyClient {
  private token: SpotifyToken | null = null;
  private pendingToken: Promise<SpotifyToken> | null = null;

  constructor(private readonly options: SpotifyOptions) {}

  /** Up to `limit` artists matching `query`, in Spotify's order, and how many match in all. */
  async searchArtists(query: string, limit: number): Promise<CatalogPage<CatalogArtist>> {
    const first = await this.searchPage(query, 0, Math.min(SPOTIFY_PAGE_SIZE, limit));
    const wanted = Math.min(limit, first.total);
    const pages = [first];
    if (first.items.length === SPOTIFY_PAGE_SIZE && wanted > SPOTIFY_PAGE_SIZE) {
      // The rest of the pages at once: the total is known, so we know which offsets to ask for.
      const offsets: number[] = [];
      for (let offset = SPOTIFY_PAGE_SIZE; offset < wanted; offset += SPOTIFY_PAGE_SIZE) offsets.push(offset);
      pages.push(
        ...(await Promise.all(
          offsets.map((offset) =>
            this.searchPage(query, offset, Math.min(SPOTIFY_PAGE_SIZE, wanted - offset)),
          ),
        )),
      );
    }
    // Pages can overlap when the index moves between requests.
    const seen = new Set<string>();
    const items: CatalogArtist[] = [];
    for (const page of pages) {
      for (const item of page.items) {
        if (seen.has(item.id) || items.length >= limit) continue;
        seen.add(item.id);
        items.push(item);
      }
    }
    return { items, total: Math.max(first.total, items.length) };
  }

  private async searchPage(
    query: string,
    offset: number,
    limit: number,
  ): Promise<CatalogPage<CatalogArtist>> {
    const params = new URLSearchParams({
      q: query,
      type: 'artist',
      limit: String(limit),
      offset: String(offset),
    });
    const url = `${baseUrl(this.options.apiUrl)}/v1/search?${params}`;
    let token = await this.accessToken();
    let response = await this.get(url, token);
    if (response.status === 401) {
      // The token expired or was revoked early: one new token, one more try.
      await response.body?.cancel().catch(() => {});
      this.forget(token);
      token = await this.accessToken();
      response = await this.get(url, token);
    }
    const body = (await readJson('Spotify', response)) as SpotifySearchJson;
    const artists = body.artists;
    if (!artists || !Array.isArray(artists.items)) {
      throw new ProviderError('Spotify', response.status, 'the answer had no artists', 'format');
    }
    const items = artists.items.filter((a): a is SpotifyArtistJson => !!a?.id).map(toArtist);
    return { items, total: typeof artists.total === 'number' ? artists.total : offset + items.length };
  }

  private get(url: string, token: SpotifyToken): Promise<Response> {
    return fetchWithRetry(
      'Spotify',
      url,
      { headers: { Authorization: `Bearer ${token.accessToken}`, Accept: 'application/json' } },
      this.options,
    );
  }

  private forget(token: SpotifyToken): void {
    if (this.token === token) this.token = null;
  }

  /** The cached token while it is good; otherwise one request for a new one, shared by concurrent callers. */
  private accessToken(): Promise<SpotifyToken> {
    if (this.token && this.token.expiresAt > Date.now()) return Promise.resolve(this.token);
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async requestToken(): Promise<SpotifyToken> {
    const { clientId, clientSecret } = this.options;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const response = await fetchWithRetry(
      'Spotify',
      `${baseUrl(this.options.accountsUrl)}/api/token`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      },
      this.options,
    );
    const body = (await readJson('Spotify', response)) as { access_token?: string; expires_in?: number };
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new ProviderError('Spotify', response.status, 'the token answer had no access_token', 'format');
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    this.token = {
      accessToken: body.access_token,
      expiresAt: Date.now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
    };
    return this.token;
  }
}

function toArtist(json: SpotifyArtistJson): CatalogArtist {
  const images = (json.images ?? [])
    .filter((image) => typeof image?.url === 'string')
    .sort((a, b) => (b.width ?? 0) - (a.width ?? 0))
    .map((image) => ({ url: image.url }));
  return {
    id: json.id,
    name: json.name,
    images,
    popularity: typeof json.popularity === 'number' ? json.popularity : null,
    followers: typeof json.followers?.total === 'number' ? json.followers.total : null,
    genres: Array.isArray(json.genres) ? json.genres.filter((g) => typeof g === 'string') : [],
    spotifyUrl: json.external_urls?.spotify ?? null,
  };
}
