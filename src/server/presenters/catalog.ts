/** Catalog search answers: every field of Artist, Movie, TV show and Athlete (docs/product.md section 3) listed. */
import type {
  Artist,
  ArtistSearchResult,
  Athlete,
  AthleteSearchResult,
  Movie,
  MovieSearchResult,
  TvShow,
  TvShowSearchResult,
} from '../../shared/api/catalog.js';
import type { CatalogResult } from '../catalog/catalog.js';
import type { CatalogArtist, CatalogAthlete, CatalogMovie, CatalogTvShow } from '../catalog/types.js';

export const presentArtist = (a: CatalogArtist): Artist => ({
  id: a.id,
  name: a.name,
  images: a.images.map((image) => ({ url: image.url })),
  popularity: a.popularity,
  followers: a.followers,
  genres: a.genres,
  spotifyUrl: a.spotifyUrl,
});

export const presentMovie = (m: CatalogMovie): Movie => ({
  id: m.id,
  title: m.title,
  posterUrl: m.posterUrl,
  releaseDate: m.releaseDate,
  rating: m.rating,
  overview: m.overview,
  tmdbUrl: m.tmdbUrl,
});

export const presentTvShow = (t: CatalogTvShow): TvShow => ({
  id: t.id,
  name: t.name,
  posterUrl: t.posterUrl,
  firstAirDate: t.firstAirDate,
  rating: t.rating,
  overview: t.overview,
  tmdbUrl: t.tmdbUrl,
});

export const presentAthlete = (a: CatalogAthlete): Athlete => ({
  id: a.id,
  name: a.name,
  imageUrl: a.imageUrl,
  sport: a.sport,
  team: a.team,
  nationality: a.nationality,
  birthDate: a.birthDate,
  position: a.position,
  description: a.description,
  sportsdbUrl: a.sportsdbUrl,
  website: a.website,
});

export const presentArtistSearch = (r: CatalogResult<CatalogArtist>): ArtistSearchResult => ({
  artists: r.items.map(presentArtist),
  pagination: { total: r.total },
  source: r.source,
  liveFailed: r.liveFailed === true,
});

export const presentMovieSearch = (r: CatalogResult<CatalogMovie>): MovieSearchResult => ({
  movies: r.items.map(presentMovie),
  source: r.source,
  liveFailed: r.liveFailed === true,
});

export const presentTvShowSearch = (r: CatalogResult<CatalogTvShow>): TvShowSearchResult => ({
  tvShows: r.items.map(presentTvShow),
  source: r.source,
  liveFailed: r.liveFailed === true,
});

export const presentAthleteSearch = (r: CatalogResult<CatalogAthlete>): AthleteSearchResult => ({
  athletes: r.items.map(presentAthlete),
  source: r.source,
  liveFailed: r.liveFailed === true,
});
