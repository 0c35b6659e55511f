import { SafeImage } from '@/client/components/ui/safe-image';
import type { TvShow } from '@/shared/api/catalog';
import { useTvShowSearch } from '../api/search-tv-shows';
import { catalogPicture, externalUrl, formatRating, yearOf } from '../catalog-format';
import {
  PickerDialogFrame,
  type PickerDialogProps,
  type PickerKindConfig,
  type PickerSearch,
} from './picker-dialog-frame';
import { ReleaseFacts } from './release-facts';

function useTvShows(query: string): PickerSearch<TvShow> {
  const search = useTvShowSearch(query);
  return {
    items: search.data?.tvShows,
    isPending: search.isPending,
    isError: search.isError,
    error: search.error,
    liveFailed: search.data?.liveFailed === true,
    retry: () => void search.refetch(),
  };
}

const tvShowPicker: PickerKindConfig<TvShow> = {
  title: 'Search TV Shows',
  noun: 'TV shows',
  failure: 'Failed to search TV shows. Please try again.',
  linkSite: 'TMDB',
  useSearch: useTvShows,
  key: (show) => show.id,
  name: (show) => show.name,
  image: (show) => show.posterUrl,
  link: (show) => externalUrl(show.tmdbUrl),
  render: (show, detailsId) => (
    <>
      <SafeImage src={catalogPicture(show.posterUrl)} name={show.name} className="h-16 w-11" />
      <span className="grid min-w-0 gap-0.5">
        <span className="truncate font-medium">{show.name}</span>
        <span id={detailsId} className="grid gap-0.5">
          <ReleaseFacts year={yearOf(show.firstAirDate)} rating={formatRating(show.rating)} />
          {show.overview ? (
            <span className="line-clamp-2 text-xs text-muted-foreground">{show.overview}</span>
          ) : null}
        </span>
      </span>
    </>
  ),
};

/** Picks a TV show (question 2): poster, name, first-air year, rating, overview and a TMDB link. */
export function TvShowPickerDialog(props: PickerDialogProps) {
  return <PickerDialogFrame config={tvShowPicker} {...props} />;
}
