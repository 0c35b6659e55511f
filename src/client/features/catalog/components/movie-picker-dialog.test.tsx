import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import type { Movie } from '@/shared/api/catalog';
import { MoviePickerDialog } from './movie-picker-dialog';

const url = (query: string) => `GET /api/tmdb/movies/search?query=${encodeURIComponent(query)}`;

const inception: Movie = {
  id: '27205',
  title: 'Inception',
  posterUrl: 'https://image.tmdb.org/t/p/w342/inception.jpg',
  releaseDate: '2010-07-15',
  rating: 8.369,
  overview: 'A thief who steals corporate secrets through dream-sharing technology.',
  tmdbUrl: 'https://www.themoviedb.org/movie/27205',
};
const godfather: Movie = {
  id: 'm-the-godfather',
  title: 'The Godfather',
  posterUrl: null,
  releaseDate: '1972',
  rating: null,
  overview: 'The aging patriarch of a New York Mafia family hands control to his son.',
  tmdbUrl: null,
};

function open(onPick = vi.fn()) {
  renderApp(<MoviePickerDialog open onOpenChange={vi.fn()} rank={1} onPick={onPick} />, { user: null });
  return { onPick, searchBox: screen.getByRole('searchbox', { name: 'Search movies' }) };
}

// Searches wait 300 ms before they start: give them room on a busy machine (the default wait is 1 s).
configure({ asyncUtilTimeout: 4000 });

describe('movie picker', { timeout: 20_000 }, () => {
  it("says 'Search for movies to see results' before anything is typed", () => {
    const fetchMock = mockFetch({});
    open();
    expect(screen.getByRole('dialog', { name: 'Search Movies' })).toBeVisible();
    expect(screen.getByText('Search for movies to see results')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the poster from our origin, title, release year, rating to one decimal, overview and a TMDB link', async () => {
    mockFetch({ [url('incep')]: { body: { movies: [inception], source: 'tmdb' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'incep');
    const row = (await screen.findByRole('button', { name: 'Inception' })).closest('li') as HTMLElement;
    expect(within(row).getByText('2010')).toBeVisible();
    expect(within(row).getByText('8.4')).toBeVisible();
    expect(within(row).getByText(inception.overview)).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Open Inception on TMDB' }).getAttribute('href')).toBe(
      inception.tmdbUrl,
    );
    // TMDB's poster is a third party's: shown through our own origin (decision 083), never from image.tmdb.org.
    const poster = row.querySelector('img');
    expect(poster?.getAttribute('src')).toMatch(/^\/api\/catalog\/image\?src=/);
    expect(poster?.getAttribute('src')).not.toMatch(/^https?:/);
  });

  it('shows a year-only date and leaves out an unknown rating', async () => {
    mockFetch({ [url('godfather')]: { body: { movies: [godfather], source: 'offline' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'godfather');
    const row = (await screen.findByRole('button', { name: 'The Godfather' })).closest('li') as HTMLElement;
    expect(within(row).getByText('1972')).toBeVisible();
    expect(row.textContent).not.toMatch(/Rating|NaN|null/);
  });

  it('picking a movie hands over its title and poster and confirms with a toast', async () => {
    mockFetch({ [url('inception')]: { body: { movies: [inception], source: 'tmdb' } } });
    const { onPick, searchBox } = open();
    const user = userEvent.setup();
    await user.type(searchBox, 'inception');
    await user.click(await screen.findByRole('button', { name: 'Inception' }));
    expect(onPick).toHaveBeenCalledWith({ name: 'Inception', imageUrl: inception.posterUrl });
    expect(await screen.findByText('"Inception" added to #1')).toBeVisible();
  });

  it('says \'No movies found for "{query}"\' when nothing matches', async () => {
    mockFetch({ [url('qwerty')]: { body: { movies: [], source: 'offline' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'qwerty');
    expect(await screen.findByText('No movies found for "qwerty"')).toBeVisible();
  });

  it("says 'Failed to search movies. Please try again.' when the search fails", async () => {
    mockFetch({ [url('jaws')]: { status: 502, body: { error: 'TMDB did not answer' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'jaws');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to search movies. Please try again.');
  });

  it('shows the offline matches with a note when live search fails, and Try again asks again', async () => {
    let calls = 0;
    mockFetch({
      [url('godf')]: () => {
        calls += 1;
        return calls === 1
          ? { body: { movies: [godfather], source: 'offline', liveFailed: true } }
          : { body: { movies: [inception], source: 'tmdb', liveFailed: false } };
      },
    });
    const { searchBox } = open();
    const user = userEvent.setup();
    await user.type(searchBox, 'godf');
    expect(await screen.findByRole('button', { name: 'The Godfather' })).toBeVisible();
    expect(screen.getByText(/matches from our offline catalog/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Inception' })).toBeVisible();
    expect(screen.queryByText(/matches from our offline catalog/)).toBeNull();
    expect(calls).toBe(2);
  });
});
