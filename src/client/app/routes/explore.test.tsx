import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import type { Question, QuestionList } from '@/shared/api/questions';
import { ExploreRoute } from './explore';

const listUrl = (search?: string, category = 'all') =>
  `GET /api/questions?category=${category}&page=1&limit=24${search ? `&search=${encodeURIComponent(search)}` : ''}`;

const empty: QuestionList = { questions: [], total: 0, counts: { all: 0, trending: 0, recent: 0 } };

function question(id: number, title: string): Question {
  return {
    id,
    title,
    description: 'A question for the test suite.',
    imageUrl: null,
    isTrending: false,
    endDate: null,
    answersCount: 3,
    createdAt: '2026-05-01T00:00:00Z',
    topResults: [],
  };
}

describe('explore', () => {
  it("says 'No questions found matching your search.' and Clear search empties the box and the URL", async () => {
    mockFetch({
      [listUrl('zzz')]: { body: empty },
      [listUrl()]: { body: empty },
    });
    renderApp(<ExploreRoute />, { route: '/explore?search=zzz', user: null });
    expect((screen.getByRole('searchbox', { name: 'Search questions' }) as HTMLInputElement).value).toBe(
      'zzz',
    );
    expect(await screen.findByText('No questions found matching your search.')).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('No questions available.')).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/explore');
    expect((screen.getByRole('searchbox', { name: 'Search questions' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it("says 'No questions available.' when there is no question at all", async () => {
    mockFetch({ [listUrl()]: { body: empty } });
    renderApp(<ExploreRoute />, { route: '/explore', user: null });
    expect(await screen.findByText('No questions available.')).toBeVisible();
  });

  it("puts the typed search in the URL after the debounce and shows 'Showing X of Y questions'", async () => {
    const fetchMock = mockFetch({
      [listUrl()]: {
        body: {
          questions: [question(1, 'Top 5 Movies'), question(2, 'Top 5 Albums')],
          total: 2,
          counts: { all: 2, trending: 0, recent: 2 },
        },
      },
      [listUrl('movies')]: {
        body: {
          questions: [question(1, 'Top 5 Movies')],
          total: 1,
          counts: { all: 1, trending: 0, recent: 1 },
        },
      },
    });
    renderApp(<ExploreRoute />, { route: '/explore', user: null });
    expect(await screen.findByText('Showing 2 of 2 questions')).toBeVisible();
    expect(screen.getByRole('radio', { name: /All/ }).textContent).toContain('2');

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search questions' }), 'movies');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/explore?search=movies'));
    expect(await screen.findByText('Showing 1 of 1 questions')).toBeVisible();
    // One request for the whole word, not one per keystroke.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('search=')).length).toBe(1);
    expect(screen.getByRole('link', { name: /Search Everything/ }).getAttribute('href')).toBe(
      '/search?q=movies',
    );
  });
});
