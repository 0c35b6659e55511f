/**
 * The catalog searches behind the pickers and the artist browser (docs/product.md section 7 Other): artists,
 * movies, TV shows and athletes, from the live providers when their keys are set and from the bundled
 * offline catalog otherwise. `source` says which one answered. Ids are the provider's own, as text.
 */
import { z } from 'zod';
import { ARTIST_LIMIT_BROWSER, ARTIST_LIMIT_PICKER } from '../constants.js';
import { notAllowedIn, textField } from '../schemas/fields.js';
import { apiError, defineCall } from './contract.js';

export const CATALOG_QUERY_MAX = 200;
export const CATALOG_MESSAGES = {
  queryRequired: 'Search query is required',
  queryTooLong: `Search query must be at most ${CATALOG_QUERY_MAX} characters`,
  invalidLimit: `Limit must be a whole number from 1 to ${ARTIST_LIMIT_BROWSER}`,
} as const;

/** Who answered: the bundled offline catalog or the live provider. */
export const catalogSource = z.enum(['offline', 'spotify', 'tmdb', 'sportsdb']).meta({ id: 'CatalogSource' });
export type CatalogSource = z.infer<typeof catalogSource>;

/** The text searched for: trimmed, never blank (a blank search is refused and never reaches a provider). */
const searchText = textField(notAllowedIn('Search query'), CATALOG_MESSAGES.queryRequired)
  .trim()
  .min(1, CATALOG_MESSAGES.queryRequired)
  .max(CATALOG_QUERY_MAX, CATALOG_MESSAGES.queryTooLong);

export const catalogSearchQuery = z.object({ query: searchText });
export const artistSearchQuery = z.object({
  query: searchText,
  /** 20 in the picker, 50 in the artist browser. */
  limit: z.coerce
    .number({ error: CATALOG_MESSAGES.invalidLimit })
    .int(CATALOG_MESSAGES.invalidLimit)
    .min(1, CATALOG_MESSAGES.invalidLimit)
    .max(ARTIST_LIMIT_BROWSER, CATALOG_MESSAGES.invalidLimit)
    .default(ARTIST_LIMIT_PICKER),
});

export const artist = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Largest first; empty when none is known. */
    images: z.array(z.object({ url: z.string() })),
    /** 0 to 100; null when the provider does not say (Spotify no longer tells development apps). */
    popularity: z.number().nullable(),
    /** Null when the provider does not say. */
    followers: z.number().int().nullable(),
    genres: z.array(z.string()),
    /** The artist's page on Spotify; null for an offline entry without one. */
    spotifyUrl: z.string().nullable(),
  })
  .meta({ id: 'Artist' });
export type Artist = z.infer<typeof artist>;

export const movie = z
  .object({
    id: z.string(),
    title: z.string(),
    posterUrl: z.string().nullable(),
    /** YYYY-MM-DD (or YYYY when only the year is known); null when unknown. */
    releaseDate: z.string().nullable(),
    /** Average rating out of 10; null when nobody has rated it. */
    rating: z.number().nullable(),
    overview: z.string(),
    tmdbUrl: z.string().nullable(),
  })
  .meta({ id: 'Movie' });
export type Movie = z.infer<typeof movie>;

export const tvShow = z
  .object({
    id: z.string(),
    name: z.string(),
    posterUrl: z.string().nullable(),
    /** YYYY-MM-DD (or YYYY when only the year is known); null when unknown. */
    firstAirDate: z.string().nullable(),
    /** Average rating out of 10; null when nobody has rated it. */
    rating: z.number().nullable(),
    overview: z.string(),
    tmdbUrl: z.string().nullable(),
  })
  .meta({ id: 'TvShow' });
export type TvShow = z.infer<typeof tvShow>;

export const athlete = z
  .object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    sport: z.string(),
    /** Current team; null when unknown, retired or not in a team. */
    team: z.string().nullable(),
    nationality: z.string().nullable(),
    /** YYYY-MM-DD; null when unknown. */
    birthDate: z.string().nullable(),
    position: z.string().nullable(),
    description: z.string(),
    sportsdbUrl: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: 'Athlete' });
export type Athlete = z.infer<typeof athlete>;

/** The live provider failed just now: `source` is 'offline' and these are the offline catalog's matches. */
const liveFailed = z.boolean();

export const artistSearchResult = z
  .object({
    artists: z.array(artist),
    /** How many artists match in all (the answer holds at most `limit` of them). */
    pagination: z.object({ total: z.number().int() }),
    source: catalogSource,
    liveFailed,
  })
  .meta({ id: 'ArtistSearchResult' });
export type ArtistSearchResult = z.infer<typeof artistSearchResult>;

export const movieSearchResult = z
  .object({ movies: z.array(movie), source: catalogSource, liveFailed })
  .meta({ id: 'MovieSearchResult' });
export type MovieSearchResult = z.infer<typeof movieSearchResult>;

export const tvShowSearchResult = z
  .object({ tvShows: z.array(tvShow), source: catalogSource, liveFailed })
  .meta({ id: 'TvShowSearchResult' });
export type TvShowSearchResult = z.infer<typeof tvShowSearchResult>;

export const athleteSearchResult = z
  .object({ athletes: z.array(athlete), source: catalogSource, liveFailed })
  .meta({ id: 'AthleteSearchResult' });
export type AthleteSearchResult = z.infer<typeof athleteSearchResult>;

/**
 * 400 blank query or bad limit, 429 too many searches from one address. (A provider's failure is answered
 * with the offline catalog's matches, `liveFailed` true; 502 only if that fails too.)
 */
const failures = { 400: apiError, 429: apiError, 502: apiError } as const;

export const searchArtists = defineCall({
  method: 'GET',
  path: '/api/spotify/search/artists',
  summary: 'Search music artists (Spotify, or the offline catalog without keys); limit 1-50, default 20',
  tag: 'catalog',
  query: artistSearchQuery,
  response: { 200: artistSearchResult, ...failures },
});

export const searchMovies = defineCall({
  method: 'GET',
  path: '/api/tmdb/movies/search',
  summary: 'Search movies (TMDB, or the offline catalog without a key)',
  tag: 'catalog',
  query: catalogSearchQuery,
  response: { 200: movieSearchResult, ...failures },
});

export const searchTvShows = defineCall({
  method: 'GET',
  path: '/api/tmdb/tv/search',
  summary: 'Search TV shows (TMDB, or the offline catalog without a key)',
  tag: 'catalog',
  query: catalogSearchQuery,
  response: { 200: tvShowSearchResult, ...failures },
});

export const searchAthletes = defineCall({
  method: 'GET',
  path: '/api/sportsdb/athletes/search',
  summary: 'Search athletes (TheSportsDB, or the offline catalog without a key)',
  tag: 'catalog',
  query: catalogSearchQuery,
  response: { 200: athleteSearchResult, ...failures },
});

/**
 * A picker's picture (artist image, poster, athlete picture) through our own origin (docs/decisions/083): the
 * provider's address, which must be on one of the catalog providers' image hosts, is fetched once through the
 * remote-image path and the browser is sent to the stored copy under /uploads. The content security policy
 * keeps allowing only our images.
 */
export const catalogImageQuery = z.object({
  src: textField(notAllowedIn('Image address'), 'Image address is required')
    .min(1, 'Image address is required')
    .max(2000),
});

export const getCatalogImage = defineCall({
  method: 'GET',
  path: '/api/catalog/image',
  summary: "A catalog provider's picture, served from our origin: 302 to the stored copy",
  tag: 'catalog',
  query: catalogImageQuery,
  response: {
    302: z.null().describe('No body: Location is the copy under /uploads/remote/'),
    400: apiError,
    404: apiError,
    429: apiError,
  },
});
