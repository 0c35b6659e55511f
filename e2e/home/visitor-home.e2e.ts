import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';

describe('home page for a visitor', () => {
  test('shows the welcome banner, goals, hot questions and recent responses from the demo content', async ({
    page,
  }) => {
    await page.goto('/');
    await visible(page.getByRole('link', { name: 'Sign in or join' }));

    // The seeded community goals: 10 and 25 reached, 50 and 100 next.
    await visible(page.getByText('25 members reached!'));
    await visible(page.getByText('Next: 50 members'));

    const hot = page.getByRole('region', { name: 'Hot Questions' });
    await visible(hot.getByText('Top 5 Athletes of All Time'));
    expect(await hot.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/trending');

    const recent = page.getByRole('region', { name: 'Recent Responses' });
    await visible(recent.getByText('Shared their Top 5'));
    const shown = () => recent.getByText('Shared their Top 5').count();
    const before = await shown();
    expect(before).toBeGreaterThan(1);
    await recent.getByRole('button', { name: 'Load more responses' }).click();
    await expect.poll(shown, { timeout: 15_000 }).toBeGreaterThan(before);
  });

  test('a hot question opens its detail page with the crowd results', async ({ page }) => {
    await page.goto('/');
    const hot = page.getByRole('region', { name: 'Hot Questions' });
    await (await visible(hot.getByRole('link', { name: /Top 5 Athletes of All Time/ }))).click();
    await page.waitForURL((url) => url.pathname === '/question/1');
    await visible(page.getByRole('heading', { name: 'Top 5 Athletes of All Time' }));
    // Michael Jordan leads the seeded answers by a distance: first in the crowd's current Top 5.
    const results = page.getByRole('region', { name: 'Current Top 5' });
    await visible(results.getByRole('listitem').first().getByText('Michael Jordan'));
  });
});
