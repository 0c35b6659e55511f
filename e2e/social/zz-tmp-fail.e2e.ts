import { describe, expect, test } from '../fixtures/test.js';
const t = test.extend('probe', async ({ task }, { onCleanup }) => {
  onCleanup(() => console.log('state at cleanup:', task.result?.state, task.result?.errors?.length));
  return 1;
});
describe('tmp', () => {
  t('tmp fails on purpose', async ({ page, probe }) => {
    await page.goto('/');
    expect(probe).toBe(2);
  });
});
