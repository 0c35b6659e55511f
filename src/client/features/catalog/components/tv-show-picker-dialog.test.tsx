import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import type { TvShow } from '@/shared/api/catalog';
import { TvShowPickerDialog } from './tv-show-picker-dialog';

const url = (query: string) => `GET /api/tmdb/tv/search?query=${encodeURIComponent(query)}`;

const breakingBad: TvShow = {
  id: '1396',
  name: 'Breaking Bad',
  posterUrl: 'https://image.tmdb.org/t/p/w342/bb.jpg',
  firstAirDate: '2008-01-20',
  rating: 8.9,
  overview: 'A chemistry teacher turns to making methamphetamine.',
  tmdbUrl: 'https://www.themoviedb.org/tv/1396',
};

function open(onPick = vi.fn()) {
  renderApp(<TvShowPickerDialog open onOpenChange={vi.fn()} rank={4} onPick={onPick} />, { user: null });
  return { onPick, searchBox: screen.getByRole('searchbox', { name: 'Search TV shows' }) };
}

// Searches wait 300 ms before they start: give them room on a busy machine (the default wait is 1 s).
configure({ asyncUtilTimeout: 4000 });

describe('TV show picker', { timeout: 20_000 }, () => {
  it("says 'Search for TV shows to see results' before anything is typed", () => {
    mockFetch({});
    open();
    expect(screen.getByText('Search for TV shows to see results')).toBeVisible();
  });

  it('shows the name, first-air year, rating, overview and link, and picking it confirms with a toast', async () => {
    mockFetch({ [url('breaking')]: { body: { tvShows: [breakingBad], source: 'tmdb' } } });
    const { onPick, searchBox } = open();
    const user = userEvent.setup();
    await user.type(searchBox, 'breaking');
    const button = await screen.findByRole('button', { name: 'Breaking Bad' });
    const row = button.closest('li') as HTMLElement;
    expect(within(row).getByText('2008')).toBeVisible();
    expect(within(row).getByText('8.9')).toBeVisible();
    expect(within(row).getByText(breakingBad.overview)).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Open Breaking Bad on TMDB' })).toBeVisible();

    await user.click(button);
    expect(onPick).toHaveBeenCalledWith({ name: 'Breaking Bad', imageUrl: breakingBad.posterUrl });
    expect(await screen.findByText('"Breaking Bad" added to #4')).toBeVisible();
  });

  it('says \'No TV shows found for "{query}"\' when nothing matches', async () => {
    mockFetch({ [url('xyz')]: { body: { tvShows: [], source: 'offline' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'xyz');
    expect(await screen.findByText('No TV shows found for "xyz"')).toBeVisible();
  });

  it("says 'Failed to search TV shows. Please try again.' when the search fails", async () => {
    mockFetch({ [url('lost')]: { status: 429, body: { error: 'Too many requests' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'lost');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to search TV shows. Please try again.',
    );
  });
});
