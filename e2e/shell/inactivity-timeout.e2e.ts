import type { Page } from 'playwright-core';
import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';

const MINUTE = 60_000;

/**
 * What a real browser does at once after the sign-in (focus to the new page's heading, retried every 100 ms
 * for up to 8 s until the heading is there) runs on our clock: let it end now, not in the middle of the idle
 * minutes, where that focus would count as activity. On a busy machine the heading comes after seconds.
 */
async function routeFocusSettled(page: Page): Promise<void> {
  await visible(page.locator('main h1'));
  await page.clock.runFor(10_000);
}

describe('session timeout after inactivity', () => {
  test('the warning appears after 25 idle minutes and the member is logged out at 30', async ({ page }) => {
    const user = await createVerifiedUser('idle');
    // The page's clock is ours: install it before the app loads, then move time instead of waiting.
    await page.clock.install();
    await signIn(page, user.email, user.password);
    await visible(page.getByRole('button', { name: 'Account menu' }));
    await routeFocusSettled(page);

    await page.clock.fastForward(24 * MINUTE);
    await page.clock.runFor(2000);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.clock.fastForward(1 * MINUTE + 5000);
    await page.clock.runFor(2000);
    const dialog = await visible(page.getByRole('dialog'));
    await visible(dialog.getByRole('button', { name: 'Stay Logged In' }));
    // A countdown from 5:00 (a few real seconds have passed since the last activity).
    await visible(dialog.getByText(/\b4:[0-5]\d\b/));

    await page.clock.fastForward(5 * MINUTE);
    await page.clock.runFor(2000);
    await visible(page.getByText('Session expired'));
    await visible(page.getByText('You were automatically logged out due to inactivity.'));
    await hidden(page.getByRole('button', { name: 'Account menu' }));
    await visible(page.getByRole('link', { name: 'Sign in' }));

    // The server session is gone too, not just the screen.
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toEqual({ user: null });
  });

  test('Stay Logged In closes the warning and extends the session', async ({ page }) => {
    const user = await createVerifiedUser('stay');
    await page.clock.install();
    await signIn(page, user.email, user.password);
    await visible(page.getByRole('button', { name: 'Account menu' }));
    await routeFocusSettled(page);

    await page.clock.fastForward(25 * MINUTE + 5000);
    await page.clock.runFor(2000);
    const dialog = await visible(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
    await visible(page.getByText('Session extended'));
    await visible(page.getByText('Your session has been extended for another 2 hours.'));
    await hidden(page.getByRole('dialog'));
    await visible(page.getByRole('button', { name: 'Account menu' }));
  });
});
