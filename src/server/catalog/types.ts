/** What the catalog clients and the offline catalog return: one shape per kind, whoever answered. */
export type CatalogSource = 'offline' | 'spotify' | 'tmdb' | 'sportsdb';

export interface CatalogArtist {
  id: string;
  name: string;
  images: { url: string }[];
  popularity: number | null;
  followers: number | null;
  genres: string[];
  spotifyUrl: string | null;
}

export interface CatalogMovie {
  id: string;
  title: string;
  posterUrl: string | null;
  releaseDate: string | null;
  rating: number | null;
  overview: string;
  tmdbUrl: string | null;
}

export interface CatalogTvShow {
  id: string;
  name: string;
  posterUrl: string | null;
  firstAirDate: string | null;
  rating: number | null;
  overview: string;
  tmdbUrl: string | null;
}

export interface CatalogAthlete {
  id: string;
  name: string;
  imageUrl: string | null;
  sport: string;
  team: string | null;
  nationality: string | null;
  birthDate: string | null;
  position: string | null;
  description: string;
  sportsdbUrl: string | null;
  website: string | null;
}

/** A page of matches and how many there are in all. */
export interface CatalogPage<T> {
  items: T[];
  total: number;
}
