/**
 * The whole answer-and-share flow by keyboard alone (issue 13): sign in, open a question, fill the Top 5,
 * reorder two entries (drag handle and move buttons), submit, copy the share link, like, see who liked,
 * comment, open and close the report dialog. At every step focus can be seen, is not under a fixed bar, and is where a user
 * expects it.
 */
import { beforeAll } from 'vitest';
import type { NewUser } from '../fixtures/accounts.js';
import { createVerifiedUser } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answerForm, answerValues } from '../questions/support.js';
import { focusedName, focusProblem, hasFocus, tabTo } from './focus-kit.js';

describe('keyboard only', () => {
  let member: NewUser;

  beforeAll(async () => {
    member = await createVerifiedUser('keys');
  });

  test('answers, reorders, shares, likes, comments and reports without a mouse', {
    timeout: 240_000,
  }, async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/auth');
    await tabTo(page, page.getByRole('tab', { name: 'Login' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(member.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');

    // A new page: focus is on its first visible heading (home's h1 is for screen readers only), and its
    // title is announced.
    const onVisibleHeading = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return (
          !!focused &&
          /^H[1-3]$/.test(focused.tagName) &&
          !!focused.closest('main') &&
          focused.getBoundingClientRect().width > 1
        );
      });
    await expect.poll(onVisibleHeading).toBe(true);
    await expect.poll(() => focusProblem(page)).toBeNull();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Top 5' }).count()).toBeGreaterThan(0);

    // Open the first question card by keyboard.
    const firstQuestion = page.locator('main a[href^="/question/"]').first();
    await tabTo(page, firstQuestion);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/question\/\d+/);
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => hasFocus(title)).toBe(true);
    expect(await focusProblem(page)).toBeNull();

    const form = answerForm(page);
    await visible(form.getByText('Rank your five picks, best first.'), 30_000);
    const picks = ['Keyboard One', 'Keyboard Two', 'Keyboard Three', 'Keyboard Four', 'Keyboard Five'];
    for (const [index, pick] of picks.entries()) {
      await tabTo(page, form.getByLabel(`Answer ${index + 1}`, { exact: true }));
      await page.keyboard.type(pick);
    }

    // Reorder with the drag handle: Space, ArrowDown, Space moves the first answer to second place.
    await tabTo(page, form.getByRole('button', { name: 'Drag answer 1' }), { back: true });
    // Each key waits for what a screen reader is told, as a listening user would.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect.poll(() => announced.textContent()).toBe('Picked up "Keyboard One", at position 1 of 5.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced.textContent()).toBe('"Keyboard One" is now at position 2 of 5.');
    await page.keyboard.press('Space');
    await expect
      .poll(() => answerValues(form))
      .toEqual(['Keyboard Two', 'Keyboard One', 'Keyboard Three', 'Keyboard Four', 'Keyboard Five']);
    await expect.poll(() => focusedName(page)).toBe('Drag answer 2');
    expect(await focusProblem(page)).toBeNull();

    // And with a move button: the fifth answer up one place; focus follows it.
    await tabTo(page, form.getByRole('button', { name: 'Move answer 5 up' }));
    await page.keyboard.press('Enter');
    const order = ['Keyboard Two', 'Keyboard One', 'Keyboard Three', 'Keyboard Five', 'Keyboard Four'];
    await expect.poll(() => answerValues(form)).toEqual(order);
    expect(await focusedName(page)).toBe('Move answer 4 up');
    expect(await focusProblem(page)).toBeNull();

    // Submit: focus lands on the saved list's heading, not on <body>.
    await tabTo(page, form.getByRole('button', { name: 'Submit My Top 5' }));
    await page.keyboard.press('Enter');
    await visible(page.getByText('Your answers have been submitted successfully'));
    const saved = page.getByRole('heading', { level: 2, name: 'Your Top 5' });
    await expect.poll(() => hasFocus(saved)).toBe(true);
    expect(await focusProblem(page)).toBeNull();

    // Copy the link to my response from its card's Share menu.
    const mine = page.getByRole('article', { name: `${member.displayName}'s Top 5` });
    const share = mine.getByRole('button', { name: 'Share' });
    await tabTo(page, share);
    await page.keyboard.press('Enter');
    // The menu loads on first use (decision 030) and then moves focus to its first item: each arrow key is
    // pressed only once focus is where the previous step put it, so no key lands on the trigger while the menu
    // is still on its way (they were lost that way on a slow machine, and Enter then missed Copy Link).
    const items = ['X', 'Facebook', 'WhatsApp', 'Instagram', 'Copy Link'];
    for (const [index, item] of items.entries()) {
      await expect.poll(() => hasFocus(page.getByRole('menuitem', { name: item, exact: true }))).toBe(true);
      if (index < items.length - 1) await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await visible(page.getByText('Link copied!'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/question\/\d+.*#response-\d+$/,
    );
    await expect.poll(() => hasFocus(share)).toBe(true);

    // Like another member's response; focus stays on the button, which says it is pressed.
    // Named once: after my comment, my name is in that card too.
    const otherName = await page
      .getByRole('article')
      .filter({ hasNot: page.getByText(member.displayName) })
      .first()
      .getAttribute('aria-label');
    const other = page.getByRole('article', { name: otherName ?? '', exact: true });
    const like = other.getByRole('button', { name: /likes?, Like$/ });
    await tabTo(page, like);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => hasFocus(like)).toBe(true);
    expect(await focusProblem(page)).toBeNull();

    // Who liked it: a dialog named by its count, listing me; Escape closes it and focus is back on its button.
    const likers = other.getByRole('button', { name: 'Show who liked this' });
    await tabTo(page, likers);
    await page.keyboard.press('Enter');
    const likedBy = page.getByRole('dialog', { name: /^Liked by \d+ (person|people)$/ });
    await visible(likedBy);
    await visible(likedBy.getByRole('link', { name: new RegExp(member.displayName) }));
    await expect.poll(() => focusProblem(page)).toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => hasFocus(likers)).toBe(true);

    // Comment on it.
    await tabTo(page, other.getByRole('button', { name: /^\d+ comments?$/ }));
    await page.keyboard.press('Enter');
    const box = other.getByLabel('Write a comment');
    await tabTo(page, box);
    await page.keyboard.type('Great list, by keyboard');
    await tabTo(page, other.getByRole('button', { name: 'Send comment' }));
    await page.keyboard.press('Enter');
    await visible(other.getByText('Great list, by keyboard'));
    // Ready for another comment: focus is back in the emptied box.
    await expect.poll(() => hasFocus(box)).toBe(true);
    expect(await focusProblem(page)).toBeNull();

    // Report: the dialog opens, Escape closes it, and focus is back on Report.
    const report = other.getByRole('button', { name: 'Report' });
    await tabTo(page, report, { back: true });
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Report this Top 5' }));
    // Once the dialog has finished zooming in.
    await expect.poll(() => focusProblem(page)).toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => hasFocus(report)).toBe(true);
    expect(await focusProblem(page)).toBeNull();
  });
});
