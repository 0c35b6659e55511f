/** Explore's debounced search kept in the URL, its empty state, and the Trending page's tabs. */
import type { Page } from 'playwright-core';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';

/** The total in 'Showing X of Y questions'. */
async function shownOf(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await (await visible(page.getByText(/^Showing \d+ of \d+ questions$/))).textContent()) ?? '';
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text) ?? [];
  return { shown: Number(shown), total: Number(total) };
}

const questionHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 3, name, exact: true });

describe('explore', () => {
  test('the search filters 300 ms after the last keystroke and is kept in the URL', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/questions' && url.searchParams.has('search'))
        searches.push(url.searchParams.get('search') ?? '');
    });
    // The page's timers are ours, so the debounce can be checked to the millisecond.
    await page.clock.install();
    await page.goto('/explore');
    // The demo's questions (and whatever other specs have asked): far more than one.
    const all = await shownOf(page);
    expect(all.total).toBeGreaterThanOrEqual(20);

    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByLabel('Search questions').pressSequentially('Pixar');
    await page.clock.runFor(299);
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
    await page.clock.runFor(2);
    await page.clock.resume();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Pixar');
    await visible(questionHeading(page, 'Top 5 Pixar Movies'));
    await expect.poll(() => shownOf(page)).toEqual({ shown: 1, total: 1 });
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(1);
    // One query for the whole word, none for 'P', 'Pi'...
    expect(searches).toEqual(['Pixar']);

    // The URL carries the search: opening it shows the same filtered list with the word in the box.
    await page.goto('/explore?search=Pixar');
    expect(await page.getByLabel('Search questions').inputValue()).toBe('Pixar');
    await visible(questionHeading(page, 'Top 5 Pixar Movies'));
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(1);
  });

  test("a search with no match says so, and 'Clear search' brings the list back", async ({ page }) => {
    await page.goto('/explore');
    const all = await shownOf(page);
    expect(all.shown).toBeGreaterThan(1);

    await page.getByLabel('Search questions').fill('zqxjv nothing like this');
    await page.waitForURL((url) => url.searchParams.get('search') === 'zqxjv nothing like this');
    await visible(page.getByText('No questions found matching your search.'));
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    expect(await page.getByLabel('Search questions').inputValue()).toBe('');
    await hidden(page.getByText('No questions found matching your search.'));
    expect(await shownOf(page)).toEqual(all);
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(all.shown);
  });
});

describe('trending', () => {
  test('shows the three tiles and the tabs Trending Questions, Hot Topics and Latest Responses', async ({
    page,
  }) => {
    await page.goto('/trending');
    await visible(page.getByRole('heading', { level: 1, name: 'Trending' }));
    for (const tile of ['Trending questions', 'Hot questions', 'Active responses'])
      await visible(page.getByText(tile, { exact: true }));

    const trendingTab = page.getByRole('tab', { name: 'Trending Questions' });
    expect(await trendingTab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    await visible(panel.getByRole('heading', { level: 3, name: 'Top 5 Athletes of All Time' }));
    await visible(panel.getByText('Trending', { exact: true }));

    await page.getByRole('tab', { name: 'Hot Topics' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'hot');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Hot Topics' }).getAttribute('aria-selected'))
      .toBe('true');
    await visible(panel.getByText('Hot', { exact: true }));
    expect(await panel.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Latest Responses' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'latest');
    await visible(panel.getByText('Shared their Top 5').first());
    expect(await panel.getByRole('article').count()).toBeGreaterThan(1);

    // Back to the first tab: the URL drops the tab again.
    await trendingTab.click();
    await page.waitForURL((url) => !url.searchParams.has('tab'));
    await visible(panel.getByRole('heading', { level: 3, name: 'Top 5 Athletes of All Time' }));
  });
});
