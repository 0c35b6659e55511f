import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import type { MemberStats } from '@/shared/api/stats';
import { GoalBanner, GoalBannerView } from './goal-banner';

const goals = (list: [number, boolean][]) =>
  list.map(([targetCount, achieved], i) => ({ id: i + 1, targetCount, achieved }));

const progressOf = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('goal banner', () => {
  it("lists reached goals as 'N members reached!' and at most two upcoming as 'Next: N members'", async () => {
    mockFetch({
      'GET /api/stats/users': {
        body: {
          count: 36,
          currentGoal: { targetCount: 50 },
          goals: goals([
            [10, true],
            [25, true],
            [50, false],
            [100, false],
            [250, false],
          ]),
        } satisfies MemberStats,
      },
    });
    renderApp(<GoalBanner />, { user: null });
    expect(await screen.findByText('10 members reached!')).toBeVisible();
    expect(screen.getByText('25 members reached!')).toBeVisible();
    expect(screen.getByText('Next: 50 members')).toBeVisible();
    expect(screen.getByText('Next: 100 members')).toBeVisible();
    expect(screen.queryByText('Next: 250 members')).toBeNull();
    expect(screen.getByText('36 / 50')).toBeVisible();
    expect(progressOf()).toBe(72);
  });

  it('caps the progress at 100% when the count has passed the current target', () => {
    const stats: MemberStats = {
      count: 180,
      currentGoal: { targetCount: 100 },
      goals: goals([[100, false]]),
    };
    renderApp(<GoalBannerView stats={stats} />, { user: null });
    expect(progressOf()).toBe(100);
    expect(screen.getByText('100%')).toBeVisible();
  });

  it('abbreviates large goals the way numbers are shown everywhere', () => {
    const stats: MemberStats = {
      count: 1_250,
      currentGoal: { targetCount: 2_500 },
      goals: goals([
        [1_000, true],
        [2_500, false],
      ]),
    };
    renderApp(<GoalBannerView stats={stats} />, { user: null });
    expect(screen.getByText('1K members reached!')).toBeVisible();
    expect(screen.getByText('Next: 2.5K members')).toBeVisible();
    expect(progressOf()).toBe(50);
  });
});
