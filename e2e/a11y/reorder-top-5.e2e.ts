/**
 * Reordering the Top 5 without retyping (issue 13): a member drags an answer with the mouse, moves one with
 * the keyboard through its drag handle (Space, arrows, Space), and with the move buttons; on a phone the
 * handle follows a finger and the buttons answer a tap. The saved list keeps the new order.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { NewUser } from '../fixtures/accounts.js';
import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answerForm, answerValues, fillAnswers } from '../questions/support.js';

const LIST = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

async function openForm(page: Page, member: NewUser, question: number): Promise<Locator> {
  await signIn(page, member.email, member.password);
  await page.goto(`/question/${question}`);
  const form = answerForm(page);
  await visible(form.getByText('Rank your five picks, best first.'), 30_000);
  await fillAnswers(form, LIST);
  return form;
}

/** The middle of an element, in page-viewport coordinates, after scrolling it into view. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Resolves once no transition is running (the rows have slid into place) and a finger's pause has passed:
 * Chromium reads a second touch within about 300 ms of the last lift as a double tap, which makes no click.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(400);
}

/** The text dnd-kit's live region holds (what a screen reader is told). */
async function announced(page: Page): Promise<string> {
  return (await page.locator('[id^="DndLiveRegion"]').textContent()) ?? '';
}

async function submittedOrder(page: Page, form: Locator, member: NewUser): Promise<string[]> {
  await form.getByRole('button', { name: 'Submit My Top 5' }).click();
  await visible(page.getByText('Your answers have been submitted successfully'));
  const card = await visible(page.getByRole('article', { name: `${member.displayName}'s Top 5` }));
  const lines = await card.locator('ol').first().getByRole('listitem').allInnerTexts();
  return lines.map((line) => line.replace(/^\s*(Number\s*)?\d\s*/, '').trim());
}

describe('reordering the Top 5', () => {
  let member: NewUser;
  let phoneMember: NewUser;

  beforeAll(async () => {
    [member, phoneMember] = await Promise.all([createVerifiedUser('reorder'), createVerifiedUser('thumb')]);
  });

  test('by mouse, by keyboard on the drag handle, and by the move buttons', { timeout: 150_000 }, async ({
    page,
  }) => {
    const form = await openForm(page, member, 8);

    // Mouse: Echo's handle dragged onto the first place.
    const from = await centre(form.getByRole('button', { name: 'Drag answer 5' }));
    const to = await centre(form.getByRole('button', { name: 'Drag answer 1' }));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y - 10, { steps: 3 });
    await page.mouse.move(to.x, to.y - 6, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => answerValues(form)).toEqual(['Echo', 'Alpha', 'Bravo', 'Charlie', 'Delta']);

    // Keyboard: pick Echo up with Space, two places down, drop with Space; focus stays on its handle.
    await form.getByRole('button', { name: 'Drag answer 1' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toBe('Picked up "Echo", at position 1 of 5.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced(page)).toBe('"Echo" is now at position 2 of 5.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced(page)).toBe('"Echo" is now at position 3 of 5.');
    await page.keyboard.press('Space');
    await expect.poll(() => answerValues(form)).toEqual(['Alpha', 'Bravo', 'Echo', 'Charlie', 'Delta']);
    await expect.poll(() => announced(page)).toBe('Dropped "Echo" at position 3 of 5.');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Drag answer 3');

    // Escape puts a picked-up answer back.
    await page.keyboard.press('Enter');
    await expect.poll(() => announced(page)).toBe('Picked up "Echo", at position 3 of 5.');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => announced(page)).toBe('"Echo" is now at position 2 of 5.');
    await page.keyboard.press('Escape');
    await expect.poll(() => announced(page)).toBe('Cancelled. "Echo" is back at position 3 of 5.');
    expect(await answerValues(form)).toEqual(['Alpha', 'Bravo', 'Echo', 'Charlie', 'Delta']);

    // Move buttons: Tab reaches them, Enter moves, and focus follows the answer.
    await form.getByRole('button', { name: 'Move answer 5 up' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => answerValues(form)).toEqual(['Alpha', 'Bravo', 'Delta', 'Echo', 'Charlie']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move answer 3 up',
    );
    await visible(page.getByText('Moved "Delta" to position 3 of 5.'));

    expect(await submittedOrder(page, form, member)).toEqual(['Alpha', 'Bravo', 'Delta', 'Echo', 'Charlie']);
  });

  test('on a phone: a finger drags the handle, and the move buttons answer a tap', {
    timeout: 150_000,
  }, async ({ browser, baseUrl }) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = waitsForTheApp(await context.newPage());
      const form = await openForm(page, phoneMember, 9);

      // The rows stay on the screen at 390 px: nothing is pushed sideways out of the card.
      const formBox = await form.boundingBox();
      const lastButton = await form.getByRole('button', { name: 'Move answer 5 down' }).boundingBox();
      expect(lastButton && formBox && lastButton.x + lastButton.width <= formBox.x + formBox.width).toBe(
        true,
      );

      // A finger on Alpha's handle, slid below the third place.
      const cdp = await context.newCDPSession(page);
      const from = await centre(form.getByRole('button', { name: 'Drag answer 1' }));
      const to = await centre(form.getByRole('button', { name: 'Drag answer 3' }));
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
        });
      await touch('touchStart', from.x, from.y);
      for (let step = 1; step <= 12; step++)
        await touch('touchMove', from.x, from.y + ((to.y + 8 - from.y) * step) / 12);
      await touch('touchEnd', to.x, to.y + 8);
      await expect.poll(() => answerValues(form)).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta', 'Echo']);

      // The rows slide into their new places (and dnd-kit swallows clicks for 50 ms after a drag, so a drop is
      // not also a click): the finger comes back once the list has settled.
      await settled(page);
      await form.getByRole('button', { name: 'Move answer 5 up' }).tap();
      await expect.poll(() => answerValues(form)).toEqual(['Bravo', 'Charlie', 'Alpha', 'Echo', 'Delta']);

      expect(await submittedOrder(page, form, phoneMember)).toEqual([
        'Bravo',
        'Charlie',
        'Alpha',
        'Echo',
        'Delta',
      ]);
    } finally {
      await context.close();
    }
  });
});
