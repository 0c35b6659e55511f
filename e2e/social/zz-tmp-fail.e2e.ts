import { describe, expect, test } from '../fixtures/test.js';
describe('tmp', () => {
  test('tmp fails on purpose', async ({ page }) => {
    await page.goto('/');
    expect(1).toBe(2);
  });
});
