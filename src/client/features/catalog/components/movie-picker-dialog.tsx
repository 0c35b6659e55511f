import { SafeImage } from '@/client/components/ui/safe-image';
import type { Movie } from '@/shared/api/catalog';
import { useMovieSearch } from '../api/search-movies';
import { catalogPicture, externalUrl, formatRating, yearOf } from '../catalog-format';
import {
  PickerDialogFrame,
  type PickerDialogProps,
  type PickerKindConfig,
  type PickerSearch,
} from './picker-dialog-frame';
import { ReleaseFacts } from './release-facts';

function useMovies(query: string): PickerSearch<Movie> {
  const search = useMovieSearch(query);
  return {
    items: search.data?.movies,
    isPending: search.isPending,
    isError: search.isError,
    error: search.error,
    liveFailed: search.data?.liveFailed === true,
    retry: () => void search.refetch(),
  };
}

const moviePicker: PickerKindConfig<Movie> = {
  title: 'Search Movies',
  noun: 'movies',
  failure: 'Failed to search movies. Please try again.',
  linkSite: 'TMDB',
  useSearch: useMovies,
  key: (movie) => movie.id,
  name: (movie) => movie.title,
  image: (movie) => movie.posterUrl,
  link: (movie) => externalUrl(movie.tmdbUrl),
  render: (movie, detailsId) => (
    <>
      <SafeImage src={catalogPicture(movie.posterUrl)} name={movie.title} className="h-16 w-11" />
      <span className="grid min-w-0 gap-0.5">
        <span className="truncate font-medium">{movie.title}</span>
        <span id={detailsId} className="grid gap-0.5">
          <ReleaseFacts year={yearOf(movie.releaseDate)} rating={formatRating(movie.rating)} />
          {movie.overview ? (
            <span className="line-clamp-2 text-xs text-muted-foreground">{movie.overview}</span>
          ) : null}
        </span>
      </span>
    </>
  ),
};

/** Picks a movie (question 3): poster, title, release year, rating, overview and a TMDB link. */
export function MoviePickerDialog(props: PickerDialogProps) {
  return <PickerDialogFrame config={moviePicker} {...props} />;
}
