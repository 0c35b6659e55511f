import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import type { Artist } from '@/shared/api/catalog';
import { ArtistBrowser } from './artist-browser';

const url = (query: string) =>
  `GET /api/spotify/search/artists?query=${encodeURIComponent(query).replace(/%20/g, '+')}&limit=50`;

function artist(id: string, name: string, overrides: Partial<Artist> = {}): Artist {
  return {
    id,
    name,
    images: [],
    popularity: null,
    followers: null,
    genres: [],
    spotifyUrl: null,
    ...overrides,
  };
}

// Searches wait 300 ms before they start: give them room on a busy machine (the default wait is 1 s).
configure({ asyncUtilTimeout: 4000 });

describe('artist browser', { timeout: 20_000 }, () => {
  it('searches 50 artists for a popular-search chip and shows them as cards with the source', async () => {
    const fetchMock = mockFetch({
      [url('Taylor Swift')]: {
        body: {
          artists: [
            artist('ts', 'Taylor Swift', {
              popularity: 100,
              followers: 1_250,
              genres: ['pop', 'country', 'singer-songwriter', 'folk'],
              spotifyUrl: 'https://open.spotify.com/artist/06HL4z0CvFAxyc27GXpf02',
            }),
          ],
          pagination: { total: 1 },
          source: 'offline',
        },
      },
    });
    renderApp(<ArtistBrowser />, { user: null });
    expect(screen.getByText('Search for artists to see results')).toBeVisible();
    const chips = within(screen.getByRole('group', { name: 'Popular searches' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Taylor Swift',
      'Drake',
      'The Beatles',
      'Beyoncé',
      'Kendrick Lamar',
      'BTS',
      'Bad Bunny',
      'Queen',
    ]);

    await userEvent.setup().click(chips[0]);
    const card = await screen.findByRole('article', { name: 'Taylor Swift' });
    expect((screen.getByRole('searchbox', { name: 'Search artists' }) as HTMLInputElement).value).toBe(
      'Taylor Swift',
    );
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      '/api/spotify/search/artists?query=Taylor+Swift&limit=50',
    );
    expect(within(card).getByRole('heading', { name: 'Taylor Swift' })).toBeVisible();
    expect(within(card).getByText('Popularity 100%')).toBeVisible();
    expect(within(card).getByText('1.2K followers')).toBeVisible();
    expect(within(card).getByText('+1 more')).toBeVisible();
    expect(
      within(card)
        .getByRole('link', { name: /Open on Spotify/ })
        .getAttribute('href'),
    ).toBe('https://open.spotify.com/artist/06HL4z0CvFAxyc27GXpf02');
    expect(screen.getByText(/Results from the built-in catalog/)).toBeVisible();
  });

  it("says 'No artists found' when nothing matches", async () => {
    mockFetch({ [url('zzzz')]: { body: { artists: [], pagination: { total: 0 }, source: 'offline' } } });
    renderApp(<ArtistBrowser />, { user: null });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search artists' }), 'zzzz');
    expect(await screen.findByText('No artists found')).toBeVisible();
  });

  it("says 'Failed to search artists. Please try again.' with the status and the server's text", async () => {
    mockFetch({ [url('queen')]: { status: 502, body: { error: 'Spotify did not answer' } } });
    renderApp(<ArtistBrowser />, { user: null });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search artists' }), 'queen');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to search artists. Please try again.')).toBeVisible();
    expect(within(alert).getByText('502: Spotify did not answer')).toBeVisible();
  });
});
