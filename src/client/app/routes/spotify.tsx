import { ArtistBrowser } from '@/client/features/catalog/components/artist-browser';
import { usePageTitle } from '@/client/lib/use-page-title';

/** /spotify: the artist browser. */
export function SpotifyRoute() {
  usePageTitle('Artist Browser');
  return <ArtistBrowser />;
}
