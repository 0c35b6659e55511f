import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchRoute } from '@/client/app/routes/search';
import { mockFetch, renderApp } from '@/client/test/render';
import type { SearchResult } from '@/shared/api/search';

const result: SearchResult = {
  questions: [
    {
      id: 3,
      title: 'Best Star Wars films',
      description: 'Rank the saga',
      imageUrl: null,
      isTrending: false,
      answersCount: 12,
      endDate: null,
      createdAt: '2026-03-01T00:00:00Z',
    },
  ],
  users: [],
  answers: [
    {
      id: 8,
      questionId: 3,
      question: { id: 3, title: 'Best Star Wars films' },
      user: { id: 2, username: 'grace', displayName: 'Grace Hopper', profilePicture: null },
      answers: ['Empire Strikes Back', 'A New Hope', 'Rogue One', 'Return of the Jedi', 'Andor'],
      likesCount: 4,
      commentsCount: 1,
      createdAt: '2026-03-01T00:00:00Z',
      url: '/question/3#response-8',
    },
  ],
  total: 6,
  counts: { questions: 2, users: 0, answers: 4 },
};

describe('search page', () => {
  it('shows each tab with its count and links answers to their place in the question', async () => {
    mockFetch({ 'GET /api/search?q=star': { body: result } });
    renderApp(<SearchRoute />, { route: '/search?q=star', user: null });
    const tabs = await screen.findByRole('tablist');
    // All is the tab shown first; the others wait to be chosen.
    expect((await within(tabs).findByRole('tab', { name: 'All 6' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    for (const name of ['Questions 2', 'Users 0', 'Answers 4']) {
      const tab = within(tabs).getByRole('tab', { name });
      expect(tab).toBeVisible();
      expect(tab.getAttribute('aria-selected')).toBe('false');
    }
    const answer = screen.getByRole('link', { name: /Grace Hopper/ });
    expect(answer.getAttribute('href')).toBe('/question/3#response-8');
  });

  it('shows the tips and searches nothing while the text is blank', () => {
    const fetchMock = mockFetch({});
    renderApp(<SearchRoute />, { route: '/search?q=%20%20', user: null });
    expect(screen.getByText('Search tips')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('suggests other terms when nothing matches', async () => {
    mockFetch({
      'GET /api/search?q=zzzz': {
        body: {
          ...result,
          questions: [],
          answers: [],
          total: 0,
          counts: { questions: 0, users: 0, answers: 0 },
        },
      },
    });
    renderApp(<SearchRoute />, { route: '/search?q=zzzz', user: null });
    expect(await screen.findByText('No results for “zzzz”')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Taylor Swift' })).toBeVisible();
  });

  it("says 'Failed to perform search' when the search fails", async () => {
    mockFetch({ 'GET /api/search?q=star': { status: 500, body: { error: 'Internal Server Error' } } });
    renderApp(<SearchRoute />, { route: '/search?q=star', user: null });
    expect(await screen.findByText('Failed to perform search')).toBeVisible();
  });
});
