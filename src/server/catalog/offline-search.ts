/**
 * The offline catalog: the bundled data set in ./offline/*.json, loaded once, searched by name with
 * fuzzy.ts (case- and accent-insensitive; exact, prefix, word prefix, substring, then typos). A fresh start
 * with no provider keys answers every picker from it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type IndexedName, indexName, matchName, prepareQuery } from './fuzzy.js';
import type { CatalogArtist, CatalogAthlete, CatalogMovie, CatalogPage, CatalogTvShow } from './types.js';

export const OFFLINE_DIR = fileURLToPath(new URL('./offline', import.meta.url));
/** Matches answered for movies, TV shows and athletes (the live providers' first page is about as long). */
export const OFFLINE_LIMIT = 20;

const id = z.union([z.string().min(1), z.number()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : null));
const score = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

// Entries as the data set writes them; images and provider links are optional there.
const artistEntry = z
  .object({
    id,
    name: z.string().min(1),
    genres: z.array(z.string()).nullish(),
    popularity: score,
    followers: score,
    images: z.array(z.object({ url: z.string() })).nullish(),
    imageUrl: text,
    spotifyUrl: text,
  })
  .transform(
    (e): CatalogArtist => ({
      id: e.id,
      name: e.name,
      images: e.images ?? (e.imageUrl ? [{ url: e.imageUrl }] : []),
      popularity: e.popularity,
      followers: e.followers === null ? null : Math.round(e.followers),
      genres: e.genres ?? [],
      spotifyUrl: e.spotifyUrl,
    }),
  );

const movieEntry = z
  .object({
    id,
    title: z.string().min(1),
    releaseDate: text,
    rating: score,
    overview: z.string().nullish(),
    posterUrl: text,
    tmdbUrl: text,
  })
  .transform(
    (e): CatalogMovie => ({
      id: e.id,
      title: e.title,
      posterUrl: e.posterUrl,
      releaseDate: e.releaseDate,
      rating: e.rating,
      overview: e.overview ?? '',
      tmdbUrl: e.tmdbUrl,
    }),
  );

const tvShowEntry = z
  .object({
    id,
    name: z.string().min(1),
    firstAirDate: text,
    rating: score,
    overview: z.string().nullish(),
    posterUrl: text,
    tmdbUrl: text,
  })
  .transform(
    (e): CatalogTvShow => ({
      id: e.id,
      name: e.name,
      posterUrl: e.posterUrl,
      firstAirDate: e.firstAirDate,
      rating: e.rating,
      overview: e.overview ?? '',
      tmdbUrl: e.tmdbUrl,
    }),
  );

const athleteEntry = z
  .object({
    id,
    name: z.string().min(1),
    sport: z.string().min(1),
    team: text,
    nationality: text,
    birthDate: text,
    position: text,
    description: z.string().nullish(),
    imageUrl: text,
    sportsdbUrl: text,
    website: text,
  })
  .transform(
    (e): CatalogAthlete => ({
      id: e.id,
      name: e.name,
      imageUrl: e.imageUrl,
      sport: e.sport,
      team: e.team,
      nationality: e.nationality,
      birthDate: e.birthDate,
      position: e.position,
      description: e.description ?? '',
      sportsdbUrl: e.sportsdbUrl,
      website: e.website,
    }),
  );

/** The raw entries of each kind, as in the JSON files (tests pass their own). */
export interface OfflineData {
  artists: unknown[];
  movies: unknown[];
  tvShows: unknown[];
  athletes: unknown[];
}

interface Kind<T> {
  file: string;
  entry: z.ZodType<T, unknown>;
  name: (item: T) => string;
  /** Breaks ties within a tier, higher first (popularity, rating); then the data set's own order. */
  score: (item: T) => number | null;
}

const kinds = {
  artists: { file: 'artists.json', entry: artistEntry, name: (a) => a.name, score: (a) => a.popularity },
  movies: { file: 'movies.json', entry: movieEntry, name: (m) => m.title, score: (m) => m.rating },
  tvShows: { file: 'tv-shows.json', entry: tvShowEntry, name: (t) => t.name, score: (t) => t.rating },
  athletes: { file: 'athletes.json', entry: athleteEntry, name: (a) => a.name, score: () => null },
} satisfies {
  artists: Kind<CatalogArtist>;
  movies: Kind<CatalogMovie>;
  tvShows: Kind<CatalogTvShow>;
  athletes: Kind<CatalogAthlete>;
};

type KindName = keyof typeof kinds;

interface Indexed<T> {
  item: T;
  name: IndexedName;
  score: number;
  order: number;
}

export interface OfflineCatalogOptions {
  /** Where the JSON files are (default: the bundled ./offline). */
  dir?: string;
  /** Entries given directly instead of read from files (tests). */
  data?: Partial<OfflineData>;
}

export class OfflineCatalog {
  private readonly loaded = new Map<KindName, Promise<Indexed<unknown>[]>>();

  constructor(private readonly options: OfflineCatalogOptions = {}) {}

  searchArtists(query: string, limit: number): Promise<CatalogPage<CatalogArtist>> {
    return this.search('artists', query, limit);
  }

  searchMovies(query: string, limit = OFFLINE_LIMIT): Promise<CatalogPage<CatalogMovie>> {
    return this.search('movies', query, limit);
  }

  searchTvShows(query: string, limit = OFFLINE_LIMIT): Promise<CatalogPage<CatalogTvShow>> {
    return this.search('tvShows', query, limit);
  }

  searchAthletes(query: string, limit = OFFLINE_LIMIT): Promise<CatalogPage<CatalogAthlete>> {
    return this.search('athletes', query, limit);
  }

  /** How many entries of each kind the catalog holds (loading them if needed). */
  async counts(): Promise<Record<KindName, number>> {
    const names = Object.keys(kinds) as KindName[];
    const sizes = await Promise.all(names.map(async (kind) => (await this.entries(kind)).length));
    return Object.fromEntries(names.map((kind, i) => [kind, sizes[i]])) as Record<KindName, number>;
  }

  private async search<T>(kind: KindName, query: string, limit: number): Promise<CatalogPage<T>> {
    const entries = (await this.entries(kind)) as Indexed<T>[];
    const prepared = prepareQuery(query);
    const matches: { entry: Indexed<T>; tier: number; distance: number }[] = [];
    for (const entry of entries) {
      const match = matchName(entry.name, prepared);
      if (match) matches.push({ entry, ...match });
    }
    matches.sort(
      (a, b) =>
        a.tier - b.tier ||
        a.distance - b.distance ||
        b.entry.score - a.entry.score ||
        a.entry.order - b.entry.order,
    );
    return { items: matches.slice(0, limit).map((m) => m.entry.item), total: matches.length };
  }

  private entries(kind: KindName): Promise<Indexed<unknown>[]> {
    let entries = this.loaded.get(kind);
    if (!entries) {
      entries = this.load(kind);
      // A failed load (a missing or broken file) is tried again on the next search, not remembered.
      entries.catch(() => this.loaded.delete(kind));
      this.loaded.set(kind, entries);
    }
    return entries;
  }

  private async load(kind: KindName): Promise<Indexed<unknown>[]> {
    const spec = kinds[kind] as unknown as Kind<unknown>;
    const given = this.options.data?.[kind];
    const file = path.join(this.options.dir ?? OFFLINE_DIR, spec.file);
    const raw: unknown = given ?? JSON.parse(await readFile(file, 'utf8'));
    const parsed = z.array(spec.entry).safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ');
      throw new Error(`The offline catalog ${given ? kind : file} is not valid: ${issues}`);
    }
    return parsed.data.map((item, order) => ({
      item,
      name: indexName(spec.name(item)),
      score: spec.score(item) ?? Number.NEGATIVE_INFINITY,
      order,
    }));
  }
}
