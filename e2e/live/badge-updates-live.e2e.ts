/**
 * Live updates in the browser (issue 25, decision 108): with the page left open, a like and a follow made
 * elsewhere reach the member's tab through its event stream. The bell's badge counts them and the open
 * notifications page lists them, with no reload (the page's own marker survives).
 */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { isLiveStream, nextFrame, visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, uniqueTag } from '../social/social-kit.js';

describe('live updates', () => {
  test('the badge and the open notifications page update without a reload', async ({ page }) => {
    const tag = uniqueTag();
    const author = await createMember('live', `Lou Live ${tag}`);
    const fan = await createMember('livefan', `Fay Fan ${tag}`);
    const question = await askQuestion(author, `Top 5 live albums ${tag}`);
    const responseId = await answer(author, question.id, [
      'Live at Leeds',
      'Stop Making Sense',
      'Alive!',
      'Frampton Comes Alive',
      'Made in Japan',
    ]);

    await signIn(page, author.email, author.password);
    await page.goto(`/question/${question.id}`);
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await visible(bell);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    // The stream is open before anything happens elsewhere.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/events')),
    );
    // A marker a reload would lose.
    await page.evaluate(() => {
      (window as unknown as { liveMarker: string }).liveMarker = 'still here';
    });

    await fan.call('POST', `/api/responses/${responseId}/toggle-like`, { like: true });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 5_000 })
      .toBe('Notifications (1 unread)');
    expect(await bell.textContent()).toBe('1');

    // The notifications page, open, takes the next one in as it comes.
    await bell.click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await visible(page.getByText('You have 1 unread notification.'));
    await visible(page.getByRole('link', { name: /New like/ }));
    await fan.call('POST', `/api/users/${author.username}/follow`);
    await visible(page.getByRole('link', { name: /New follower/ }), 5_000);
    await visible(page.getByText('You have 2 unread notifications.'), 5_000);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications (2 unread)');

    expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
      'still here',
    );
  });

  test('where the stream is blocked, the badge still updates: the app polls instead', async ({ page }) => {
    const tag = uniqueTag();
    const author = await createMember('poll', `Pia Poll ${tag}`);
    const fan = await createMember('pollfan', `Pat Fan ${tag}`);
    const question = await askQuestion(author, `Top 5 polled songs ${tag}`);
    const responseId = await answer(author, question.id, ['Roxanne', 'Hey Ya', 'Toxic', 'Jolene', 'Yellow']);
    // A proxy that refuses event streams.
    await page.route('**/api/events**', (route) => route.abort());
    await page.clock.install();
    await signIn(page, author.email, author.password);
    // The question page's reads of the badge (the sign-in's page, before it, reads its own).
    const notificationReads: string[] = [];
    let onQuestion = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame())
        onQuestion = new URL(frame.url()).pathname === `/question/${question.id}`;
    });
    page.on('request', (request) => {
      if (onQuestion && new URL(request.url()).pathname === '/api/notifications')
        notificationReads.push(request.url());
    });
    const refused = page.waitForEvent('requestfailed', (request) => isLiveStream(request.url()));
    await page.goto(`/question/${question.id}`);
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await visible(bell);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    // The stream is refused at once; the badge the server rendered a moment ago is not read again for it.
    await refused;
    await nextFrame(page);
    await nextFrame(page);
    expect(notificationReads).toEqual([]);

    await fan.call('POST', `/api/responses/${responseId}/toggle-like`, { like: true });
    // Nothing arrives by itself; the next poll, 30 s on, brings it.
    await page.clock.runFor(31_000);
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 5_000 })
      .toBe('Notifications (1 unread)');
    expect(notificationReads.length).toBeGreaterThan(0);
  });
});
