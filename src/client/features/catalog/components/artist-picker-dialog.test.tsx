import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import type { Artist } from '@/shared/api/catalog';
import { ArtistPickerDialog } from './artist-picker-dialog';
import type { PickedItem } from './picker-dialog-frame';

const url = (query: string) => `GET /api/spotify/search/artists?query=${encodeURIComponent(query)}&limit=20`;

function artist(overrides: Partial<Artist> & Pick<Artist, 'id' | 'name'>): Artist {
  return { images: [], popularity: null, followers: null, genres: [], spotifyUrl: null, ...overrides };
}

const beyonce = artist({
  id: 'b1',
  name: 'Beyoncé',
  images: [{ url: 'https://i.scdn.co/image/beyonce.jpg' }],
  popularity: 86,
  followers: 38_512_345,
  genres: ['pop', 'r&b', 'dance pop', 'urban contemporary', 'soul'],
  spotifyUrl: 'https://open.spotify.com/artist/6vWDO969PvNqNYHIOW5v0m',
});
const offlineArtist = artist({ id: 'a-beyonce', name: 'Beyonce Knowles Tribute', genres: ['pop'] });
const ownImage = artist({ id: 'o1', name: 'Local Hero', images: [{ url: '/uploads/artists/hero.jpg' }] });

function Harness({ onPick }: { onPick: (item: PickedItem) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="open">{String(open)}</output>
      <ArtistPickerDialog open={open} onOpenChange={setOpen} rank={2} onPick={onPick} />
    </>
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search artists' });

// Searches wait 300 ms before they start: give them room on a busy machine (the default wait is 1 s).
configure({ asyncUtilTimeout: 4000 });

describe('artist picker', { timeout: 20_000 }, () => {
  it('asks for a search before typing, then searches once for the trimmed text after the pause', async () => {
    const fetchMock = mockFetch({
      [url('beyon')]: { body: { artists: [beyonce], pagination: { total: 1 }, source: 'spotify' } },
    });
    renderApp(<Harness onPick={vi.fn()} />, { user: null });
    expect(screen.getByText('Search for artists to see results')).toBeVisible();

    await userEvent.setup().type(searchBox(), '  beyon ');
    expect(await screen.findByRole('button', { name: 'Beyoncé' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/spotify/search/artists?query=beyon&limit=20');
  });

  it('sends nothing for a blank search and keeps asking for one', async () => {
    const fetchMock = mockFetch({});
    renderApp(<Harness onPick={vi.fn()} />, { user: null });
    await userEvent.setup().type(searchBox(), '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText('Search for artists to see results')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows popularity in percent, followers abbreviated, 3 genres plus "+2 more" and a Spotify link', async () => {
    mockFetch({
      [url('beyonce')]: { body: { artists: [beyonce], pagination: { total: 1 }, source: 'spotify' } },
    });
    renderApp(<Harness onPick={vi.fn()} />, { user: null });
    await userEvent.setup().type(searchBox(), 'beyonce');
    const row = (await screen.findByRole('button', { name: 'Beyoncé' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Popularity 86%')).toBeVisible();
    expect(within(row).getByText('38.5M followers')).toBeVisible();
    const genres = within(row).getByRole('list', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['pop', 'r&b', 'dance pop', '+2 more']);
    expect(within(row).getByRole('link', { name: 'Open Beyoncé on Spotify' }).getAttribute('href')).toBe(
      beyonce.spotifyUrl,
    );
    // The details are the button's description, so a screen reader hears them with the name.
    expect(screen.getByRole('button', { name: 'Beyoncé' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it("loads no third-party image: a provider's picture comes through our own origin (decision 083)", async () => {
    mockFetch({
      [url('b')]: { body: { artists: [beyonce, ownImage], pagination: { total: 2 }, source: 'spotify' } },
    });
    renderApp(<Harness onPick={vi.fn()} />, { user: null });
    await userEvent.setup().type(searchBox(), 'b');
    const list = await screen.findByRole('list', { name: 'Search Artists results' });
    const images = list.querySelectorAll('img');
    expect(Array.from(images).map((img) => img.getAttribute('src'))).toEqual([
      `/api/catalog/image?${new URLSearchParams({ src: 'https://i.scdn.co/image/beyonce.jpg' })}`,
      '/uploads/artists/hero.jpg',
    ]);
    // A picture our origin cannot serve falls back to the initials.
    fireEvent.error(images[0]);
    expect(await within(screen.getByRole('button', { name: 'Beyoncé' })).findByText('BE')).toBeVisible();
  });

  it('shows nothing for facts the catalog does not know (no 0, no NaN, no link)', async () => {
    mockFetch({
      [url('tribute')]: { body: { artists: [offlineArtist], pagination: { total: 1 }, source: 'offline' } },
    });
    renderApp(<Harness onPick={vi.fn()} />, { user: null });
    await userEvent.setup().type(searchBox(), 'tribute');
    const row = (await screen.findByRole('button', { name: 'Beyonce Knowles Tribute' })).closest(
      'li',
    ) as HTMLElement;
    expect(row.textContent).not.toMatch(/NaN|null|0%|followers|Popularity/);
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('picking an artist hands over its name and image, closes the dialog and confirms with a toast', async () => {
    mockFetch({
      [url('beyonce')]: { body: { artists: [beyonce], pagination: { total: 1 }, source: 'spotify' } },
    });
    const onPick = vi.fn();
    renderApp(<Harness onPick={onPick} />, { user: null });
    const user = userEvent.setup();
    await user.type(searchBox(), 'beyonce');
    await screen.findByRole('button', { name: 'Beyoncé' });
    // Keyboard: down from the search box to the first result, Enter picks it.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Beyoncé' }));
    await user.keyboard('{Enter}');

    expect(onPick).toHaveBeenCalledWith({ name: 'Beyoncé', imageUrl: 'https://i.scdn.co/image/beyonce.jpg' });
    expect(await screen.findByText('"Beyoncé" added to #2')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says \'No artists found for "{query}"\' when nothing matches', async () => {
    mockFetch({ [url('zzzz')]: { body: { artists: [], pagination: { total: 0 }, source: 'offline' } } });
    renderApp(<Harness onPick={vi.fn()} />, { user: null });
    await userEvent.setup().type(searchBox(), 'zzzz');
    expect(await screen.findByText('No artists found for "zzzz"')).toBeVisible();
  });

  it("says 'Failed to search artists. Please try again.' with the HTTP status and the server's text", async () => {
    mockFetch({ [url('queen')]: { status: 502, body: { error: 'The music catalog did not answer' } } });
    renderApp(<Harness onPick={vi.fn()} />, { user: null });
    await userEvent.setup().type(searchBox(), 'queen');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to search artists. Please try again.')).toBeVisible();
    expect(within(alert).getByText('502: The music catalog did not answer')).toBeVisible();
  });
});
