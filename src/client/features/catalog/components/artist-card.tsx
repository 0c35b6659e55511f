import { ExternalLink } from 'lucide-react';
import { SafeImage } from '@/client/components/ui/safe-image';
import type { Artist } from '@/shared/api/catalog';
import { catalogPicture, externalUrl } from '../catalog-format';
import { ArtistStats, GenreList } from './artist-facts';

/** One artist in the browser: image, name, popularity, followers, up to 3 genres and a link to Spotify. */
export function ArtistCard({ artist }: { artist: Artist }) {
  const href = externalUrl(artist.spotifyUrl);
  return (
    <article
      aria-label={artist.name}
      className="flex h-full gap-4 rounded-xl border bg-card p-4 shadow-card sm:flex-col sm:items-start"
    >
      <SafeImage
        src={catalogPicture(artist.images[0]?.url)}
        name={artist.name}
        className="size-16 rounded-full text-base sm:size-20 sm:text-lg"
      />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h2 className="truncate text-base font-semibold" title={artist.name}>
          {artist.name}
        </h2>
        <ArtistStats artist={artist} />
        <GenreList genres={artist.genres} />
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            Open on Spotify
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{` (${artist.name})`}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
