/**
 * Explore's debounced search kept in the URL, its empty state, the Trending page's tabs, and the cards' Hot
 * and Trending badges kept off the "TOP 5" label of the demo covers (issue 20).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, openSettled, visible } from '../fixtures/wait.js';

/** The total in 'Showing X of Y questions'. */
async function shownOf(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await (await visible(page.getByText(/^Showing \d+ of \d+ questions$/))).textContent()) ?? '';
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text) ?? [];
  return { shown: Number(shown), total: Number(total) };
}

/**
 * The Hot and Trending badges on the page's cards over a demo cover, and those that cover its "TOP 5" label.
 * src/server/db/seed/covers.ts draws the label on the 1200x675 cover at x 80, baseline 110 (36 px bold, about
 * 150 px wide) with a bar under it at y 132 to 138; the card shows the cover with object-fit: cover.
 */
function badgesOverTheLabel(page: Page): Promise<{ measured: string[]; overlaps: string[] }> {
  return page.evaluate(() => {
    const label = { left: 80, top: 82, right: 230, bottom: 138 };
    const measured: string[] = [];
    const overlaps: string[] = [];
    for (const badge of document.querySelectorAll('main span.rounded-full')) {
      const text = badge.textContent?.trim();
      if (text !== 'Hot' && text !== 'Trending') continue;
      const cover = badge.closest('article')?.querySelector<HTMLImageElement>('img[src*="/uploads/seed/"]');
      if (!cover) continue;
      const img = cover.getBoundingClientRect();
      const scale = Math.max(img.width / 1200, img.height / 675);
      const x = img.left + (img.width - 1200 * scale) / 2;
      const y = img.top + (img.height - 675 * scale) / 2;
      const on = {
        left: x + label.left * scale,
        top: y + label.top * scale,
        right: x + label.right * scale,
        bottom: y + label.bottom * scale,
      };
      const b = badge.getBoundingClientRect();
      // Only badges drawn over the cover (not hidden copies, nor badges elsewhere in a bigger card).
      if (
        b.width === 0 ||
        b.left < img.left ||
        b.right > img.right ||
        b.top < img.top ||
        b.bottom > img.bottom
      )
        continue;
      const where = `${text} on ${cover.getAttribute('src')}: badge ${Math.round(b.left - img.left)},${Math.round(b.top - img.top)} to ${Math.round(b.right - img.left)},${Math.round(b.bottom - img.top)}; label ${Math.round(on.left - img.left)},${Math.round(on.top - img.top)} to ${Math.round(on.right - img.left)},${Math.round(on.bottom - img.top)}`;
      measured.push(where);
      if (b.left < on.right && on.left < b.right && b.top < on.bottom && on.top < b.bottom)
        overlaps.push(where);
    }
    return { measured, overlaps };
  });
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

describe('badges on the question cards', () => {
  test('Hot and Trending badges leave the covers\' "TOP 5" label uncovered', async ({ page }) => {
    const measured: string[] = [];
    const overlaps: string[] = [];
    const measure = async () => {
      const found = await badgesOverTheLabel(page);
      measured.push(...found.measured);
      overlaps.push(...found.overlaps);
    };
    await openSettled(page, '/');
    await visible(page.getByRole('region', { name: 'Hot Questions' }).getByText('Hot', { exact: true }));
    await measure();
    await openSettled(page, '/trending');
    await visible(page.getByRole('tabpanel').getByText('Trending', { exact: true }));
    await measure();
    await openSettled(page, '/trending?tab=hot');
    await visible(page.getByRole('tabpanel').getByText('Hot', { exact: true }));
    await measure();
    expect(measured.length).toBeGreaterThan(2);
    expect(overlaps, measured.join('\n')).toEqual([]);
  });
});
