import { describe, expect, test } from '../fixtures/test.js';
import { openSettled, visible } from '../fixtures/wait.js';

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

describe('missing questions and members', () => {
  const missing = [
    { path: '/question/999999', title: 'Question not found' },
    { path: '/users/nobody-here', title: 'User not found' },
    { path: '/question/999999/results', title: 'Question not found' },
  ];

  test('the tab is titled as the server titles the page, before and after the app takes over', async ({
    page,
  }) => {
    for (const { path, title } of missing) {
      // The server's HTML carries the title; the app, once live and its data in, must not replace it.
      await openSettled(page, path);
      await visible(page.getByRole('heading', { level: 1, name: title }));
      expect(await page.title()).toBe(`${title} · Top 5`);
    }
  });

  test('reached inside the app (no page load), the tab says the same', async ({ page }) => {
    await openSettled(page, '/');
    // Each title differs from the one before it, so the poll waits for the app to set it.
    for (const { path, title } of missing) {
      // As a link in the app would: a new history entry the router follows, with no request for a page.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await visible(page.getByRole('heading', { level: 1, name: title }));
      await expect.poll(() => page.title()).toBe(`${title} · Top 5`);
    }
  });
});
