import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';

// The home screen of issue 3 is being built; until it exists this spec is skipped (remove `.skip` then).
describe.skip('home page for a visitor', () => {
  test('shows the welcome banner, hot questions and recent responses from the demo content', async ({
    page,
  }) => {
    await page.goto('/');
    await visible(page.getByRole('link', { name: /sign in|join|get started/i }));
    await visible(page.getByRole('heading', { name: 'Hot Questions' }));
    // Demo questions and members, so a fresh `npm start` has real content.
    await visible(page.getByText('Top 5 Athletes of All Time'));
    await visible(page.getByRole('link', { name: 'View All' }));
    await visible(page.getByRole('heading', { name: 'Recent Responses' }));
    await visible(page.getByText('Shared their Top 5').first());
    const before = await page.getByText('Shared their Top 5').count();
    await page.getByRole('button', { name: 'Load more responses' }).click();
    await expect.poll(() => page.getByText('Shared their Top 5').count()).toBeGreaterThan(before);
  });
});
