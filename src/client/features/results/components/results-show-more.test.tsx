import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import type { DemographicResults as Demographics, DetailedResults as Detailed } from '@/shared/api/results';
import { DemographicResults } from './demographic-results';
import { DetailedResults } from './detailed-results';

const detailed: Detailed = {
  questionId: 4,
  totalResponses: 20,
  results: Array.from({ length: 10 }, (_, i) => ({
    item: `Item ${i + 1}`,
    percentage: 90 - i * 5,
    votes: 18 - i,
    mostCommonRank: (i % 5) + 1,
    points: 80 - i * 5,
  })),
};

const demographics: Demographics = {
  questionId: 4,
  groups: [
    { ageGroup: '13-17', responses: 2, results: [] },
    { ageGroup: '18-24', responses: 7, results: [{ item: 'Jaws', percentage: 71.4, points: 19, votes: 5 }] },
    { ageGroup: '25-34', responses: 6, results: [{ item: 'Heat', percentage: 50, points: 11, votes: 3 }] },
    { ageGroup: '35-44', responses: 0, results: [] },
    { ageGroup: '45-54', responses: 1, results: [] },
    { ageGroup: '55+', responses: 0, results: [] },
  ],
};

describe('results show more', () => {
  it('shows the top 5 with votes and most common rank, then all 10 after Show 5 more', async () => {
    mockFetch({ 'GET /api/questions/4/results/detailed': { body: detailed } });
    renderApp(<DetailedResults questionId={4} />, { user: null });
    const items = () => screen.getAllByText(/^Item \d+$/);
    await screen.findByText('Item 1');
    expect(items()).toHaveLength(5);
    expect(screen.getByText('18 votes · most often ranked 1st')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(items()).toHaveLength(10);
    expect(screen.getByText('Item 10')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(items()).toHaveLength(5);
  });

  it('shows the groups with results first, every group when expanded, and says when a group is too small', async () => {
    mockFetch({ 'GET /api/questions/4/results/demographics': { body: demographics } });
    renderApp(<DemographicResults questionId={4} />, { user: null });
    expect(await screen.findByRole('heading', { name: 'Ages 18-24' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ages 25-34' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ages 13-17' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all age groups' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByText('2 responses')).toBeVisible();
    // 13-17 (2 responses) and 45-54 (1) are too small to show their picks.
    expect(screen.getAllByText('Fewer than 5 responses: not enough to show results yet.')).toHaveLength(2);
  });
});
