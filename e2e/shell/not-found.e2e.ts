import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';

describe('unknown routes', () => {
  test('an unknown URL shows 404 Page Not Found inside the shell', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // The server knows the app's routes (decision 021): a 404 status, with the app showing its not-found screen.
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    await visible(page.getByRole('link', { name: 'Top 5 home' }));
  });

  test('an unknown API path answers 404 JSON, not the app', async ({ page, baseUrl }) => {
    const response = await page.request.get(`${baseUrl}/api/no-such-call`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });
});
