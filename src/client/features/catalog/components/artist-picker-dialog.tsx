import { SafeImage } from '@/client/components/ui/safe-image';
import type { Artist } from '@/shared/api/catalog';
import { ARTIST_LIMIT_PICKER } from '@/shared/constants';
import { useArtistSearch } from '../api/search-artists';
import { catalogPicture, externalUrl } from '../catalog-format';
import { ArtistStats, GenreList } from './artist-facts';
import {
  PickerDialogFrame,
  type PickerDialogProps,
  type PickerKindConfig,
  type PickerSearch,
} from './picker-dialog-frame';

function useArtists(query: string): PickerSearch<Artist> {
  const search = useArtistSearch(query, ARTIST_LIMIT_PICKER);
  return {
    items: search.data?.artists,
    isPending: search.isPending,
    isError: search.isError,
    error: search.error,
    liveFailed: search.data?.liveFailed === true,
    retry: () => void search.refetch(),
  };
}

const artistPicker: PickerKindConfig<Artist> = {
  title: 'Search Artists',
  noun: 'artists',
  failure: 'Failed to search artists. Please try again.',
  failureWithStatus: true,
  linkSite: 'Spotify',
  useSearch: useArtists,
  key: (artist) => artist.id,
  name: (artist) => artist.name,
  image: (artist) => artist.images[0]?.url ?? null,
  link: (artist) => externalUrl(artist.spotifyUrl),
  render: (artist, detailsId) => (
    <>
      <SafeImage
        src={catalogPicture(artist.images[0]?.url)}
        name={artist.name}
        className="size-12 rounded-full"
      />
      <span className="grid min-w-0 gap-1">
        <span className="truncate font-medium">{artist.name}</span>
        <span id={detailsId} className="grid gap-1">
          <ArtistStats artist={artist} />
          <GenreList genres={artist.genres} />
        </span>
      </span>
    </>
  ),
};

/** Picks a music artist (questions 4 and 5): image, name, popularity, followers, genres and a Spotify link. */
export function ArtistPickerDialog(props: PickerDialogProps) {
  return <PickerDialogFrame config={artistPicker} {...props} />;
}
