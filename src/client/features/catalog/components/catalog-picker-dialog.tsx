import { ArtistPickerDialog } from './artist-picker-dialog';
import { AthletePickerDialog } from './athlete-picker-dialog';
import { MoviePickerDialog } from './movie-picker-dialog';
import type { PickerDialogProps } from './picker-dialog-frame';
import { TvShowPickerDialog } from './tv-show-picker-dialog';

export type PickerKind = 'artist' | 'movie' | 'tvShow' | 'athlete';

/** What the Search button beside a slot says it searches. */
export const PICKER_NOUNS: Record<PickerKind, string> = {
  artist: 'artists',
  movie: 'movies',
  tvShow: 'TV shows',
  athlete: 'athletes',
};

/** The picker dialog of one kind. */
export function CatalogPickerDialog({ kind, ...props }: PickerDialogProps & { kind: PickerKind }) {
  switch (kind) {
    case 'artist':
      return <ArtistPickerDialog {...props} />;
    case 'movie':
      return <MoviePickerDialog {...props} />;
    case 'tvShow':
      return <TvShowPickerDialog {...props} />;
    case 'athlete':
      return <AthletePickerDialog {...props} />;
  }
}
