import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import type { Artist } from '@/shared/api/catalog';
import { GENRES_SHOWN } from '@/shared/constants';
import { formatFollowers, formatPopularity } from '../catalog-format';

/** 'Popularity 85%' and '1.2M followers', each only when the provider gave it. */
export function ArtistStats({ artist, className }: { artist: Artist; className?: string }) {
  const popularity = formatPopularity(artist.popularity);
  const followers = formatFollowers(artist.followers);
  if (!popularity && !followers) return null;
  return (
    <p className={cn('flex flex-wrap gap-x-3 text-xs text-muted-foreground', className)}>
      {popularity ? <span>{`Popularity ${popularity}`}</span> : null}
      {followers ? <span>{followers}</span> : null}
    </p>
  );
}

/** Up to 3 genres, then '+N more' for the rest (docs/product.md section 9). */
export function GenreList({ genres, className }: { genres: string[]; className?: string }) {
  if (genres.length === 0) return null;
  const shown = genres.slice(0, GENRES_SHOWN);
  const more = genres.length - shown.length;
  return (
    <ul aria-label="Genres" className={cn('flex flex-wrap gap-1', className)}>
      {shown.map((genre) => (
        <li key={genre}>
          <Badge variant="secondary" className="capitalize">
            {genre}
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="outline">{`+${more} more`}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
