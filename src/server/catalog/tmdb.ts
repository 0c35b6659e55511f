/**
 * TMDB API v3 movie and TV searches. The key is either a v3 API key (sent as the api_key parameter) or a
 * read-access token, a JWT (sent as `Authorization: Bearer`). Posters come from the configured image base.
 */
import { baseUrl, fetchWithRetry, type HttpOptions, ProviderError, readJson } from './http.js';
import type { CatalogMovie, CatalogPage, CatalogTvShow } from './types.js';

/** TMDB's public pages for a movie or a show (not configurable: they are what people open). */
const TMDB_SITE = 'https://www.themoviedb.org';
/** Poster size: wide enough for the picker's thumbnails at twice the pixel density. */
const POSTER_SIZE = 'w342';

export interface TmdbOptions extends HttpOptions {
  apiKey: string;
  apiUrl: string;
  imageUrl: string;
}

interface TmdbResultJson {
  id: number;
  title?: string;
  name?: string;
  poster_path?: string | null;
  release_date?: string | null;
  first_air_date?: string | null;
  vote_average?: number | null;
  vote_count?: number | null;
  overview?: string | null;
}

interface TmdbSearchJson {
  results?: TmdbResultJson[];
  total_results?: number;
}

/** A read-access token is a JWT: three base64url parts joined by dots. A v3 key is 32 hex digits. */
export const isBearerToken = (key: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(key);

export class TmdbClient {
  constructor(private readonly options: TmdbOptions) {}

  async searchMovies(query: string): Promise<CatalogPage<CatalogMovie>> {
    const { results, total } = await this.search('movie', query);
    const items = results.map(
      (r): CatalogMovie => ({
        id: String(r.id),
        title: r.title ?? r.name ?? '',
        posterUrl: this.posterUrl(r.poster_path),
        releaseDate: dateOrNull(r.release_date),
        rating: ratingOrNull(r),
        overview: r.overview ?? '',
        tmdbUrl: `${TMDB_SITE}/movie/${r.id}`,
      }),
    );
    return { items, total };
  }

  async searchTvShows(query: string): Promise<CatalogPage<CatalogTvShow>> {
    const { results, total } = await this.search('tv', query);
    const items = results.map(
      (r): CatalogTvShow => ({
        id: String(r.id),
        name: r.name ?? r.title ?? '',
        posterUrl: this.posterUrl(r.poster_path),
        firstAirDate: dateOrNull(r.first_air_date),
        rating: ratingOrNull(r),
        overview: r.overview ?? '',
        tmdbUrl: `${TMDB_SITE}/tv/${r.id}`,
      }),
    );
    return { items, total };
  }

  private async search(kind: 'movie' | 'tv', query: string) {
    const { apiKey } = this.options;
    const bearer = isBearerToken(apiKey);
    const params = new URLSearchParams({ query, include_adult: 'false', language: 'en-US', page: '1' });
    if (!bearer) params.set('api_key', apiKey);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (bearer) headers.Authorization = `Bearer ${apiKey}`;
    const response = await fetchWithRetry(
      'TMDB',
      `${baseUrl(this.options.apiUrl)}/3/search/${kind}?${params}`,
      { headers },
      this.options,
    );
    const body = (await readJson('TMDB', response)) as TmdbSearchJson;
    if (!Array.isArray(body.results)) {
      throw new ProviderError('TMDB', response.status, 'the answer had no results', 'format');
    }
    const results = body.results.filter((r) => typeof r?.id === 'number');
    return { results, total: typeof body.total_results === 'number' ? body.total_results : results.length };
  }

  private posterUrl(path: string | null | undefined): string | null {
    return path
      ? `${baseUrl(this.options.imageUrl)}/${POSTER_SIZE}${path.startsWith('/') ? '' : '/'}${path}`
      : null;
  }
}

/** TMDB sends '' for an unknown date. */
const dateOrNull = (date: string | null | undefined) => (date && date.trim() !== '' ? date : null);

/** A title nobody has voted on has vote_average 0, which is no rating at all. */
function ratingOrNull(result: TmdbResultJson): number | null {
  if (typeof result.vote_average !== 'number') return null;
  if (result.vote_count === 0) return null;
  return result.vote_average;
}
