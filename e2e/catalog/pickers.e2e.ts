/**
 * The catalog pickers and the artist browser on a fresh site with no provider keys, so every search is served
 * by the built-in offline catalog: a member fills question 3 with five movies and question 4 with five artists
 * from the picker dialogs, and a visitor finds Beyoncé on /spotify by typing her name without the accent.
 * TheSportsDB is the one provider with a key, and it is down (e2e/setup/sportsdb-down.ts): the athlete picker
 * shows the offline matches with a note and Try again.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { NewUser } from '../fixtures/accounts.js';
import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';
import { answerForm, answerValues } from '../questions/support.js';

/** Opens the slot's picker, searches, picks the exact name and waits for the dialog to confirm and close. */
async function pick(
  page: Page,
  form: Locator,
  { noun, dialogName }: { noun: string; dialogName: string },
  slot: number,
  search: string,
  name: string,
): Promise<void> {
  await form.getByRole('button', { name: `Search ${noun} for answer ${slot}`, exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: dialogName }));
  await visible(dialog.getByText(`Search for ${noun} to see results`));
  await dialog.getByRole('searchbox', { name: `Search ${noun}` }).fill(search);
  await (await visible(dialog.getByRole('button', { name, exact: true }))).click();
  await visible(page.getByText(`"${name}" added to #${slot}`));
  await hidden(page.getByRole('dialog', { name: dialogName }));
}

/** Submits a first answer and returns the member's response card on the question page. */
async function submitAndFindCard(page: Page, member: NewUser): Promise<Locator> {
  await answerForm(page).getByRole('button', { name: 'Submit My Top 5' }).click();
  await visible(page.getByText('Your answers have been submitted successfully'));
  return visible(page.getByRole('article', { name: `${member.displayName}'s Top 5` }));
}

/** The answers on a response card, in rank order. */
async function cardAnswers(card: Locator): Promise<string[]> {
  const lines = await card.locator('ol').first().getByRole('listitem').allInnerTexts();
  return lines.map((line) => line.replace(/^\s*(Number\s*)?\d\s*/, '').trim());
}

/** Five dialog round trips each: on the shared 2-core machine that can take longer than the suite's 90 s. */
const PICKING = { timeout: 180_000 };

describe('catalog pickers and the artist browser (offline catalog)', () => {
  let member: NewUser;

  beforeAll(async () => {
    member = await createVerifiedUser('picker');
  });

  test(
    'a member answers question 3 by picking five movies in the movie picker',
    PICKING,
    async ({ page }) => {
      const movies = ['The Godfather', 'Pulp Fiction', 'The Dark Knight', 'Inception', 'Titanic'];
      const searches = ['godfather', 'pulp', 'dark knight', 'incep', 'titanic'];
      await signIn(page, member.email, member.password);
      await page.goto('/question/3');
      await visible(page.getByRole('heading', { level: 1, name: 'Top 5 Movies of All Time' }));
      const form = answerForm(page);
      await visible(form.getByText('Rank your five picks, best first.'), 30_000);
      for (const [index, title] of movies.entries()) {
        await pick(
          page,
          form,
          { noun: 'movies', dialogName: 'Search Movies' },
          index + 1,
          searches[index],
          title,
        );
      }
      expect(await answerValues(form)).toEqual(movies);

      const card = await submitAndFindCard(page, member);
      expect(await cardAnswers(card)).toEqual(movies);
      // The offline catalog has no posters: nothing to show beside the titles, and nothing saved.
      expect(await card.locator('img').count()).toBe(0);
      const mine = await page.request.get('/api/questions/3/my-answer');
      expect(await mine.json()).toMatchObject({ answer: { answers: movies, answerImages: null } });
    },
  );

  test(
    'the same member answers question 4 with artists, typing one by hand and picking the others',
    PICKING,
    async ({ page }) => {
      await signIn(page, member.email, member.password);
      await page.goto('/question/4');
      const form = answerForm(page);
      await visible(form.getByText('Rank your five picks, best first.'), 30_000);
      const artists = { noun: 'artists', dialogName: 'Search Artists' };
      await pick(page, form, artists, 1, 'beyonce', 'Beyoncé');
      await pick(page, form, artists, 2, 'drake', 'Drake');
      await pick(page, form, artists, 3, 'taylor', 'Taylor Swift');
      // Slots stay typeable: the fourth is typed, the fifth picked after its own text is typed first.
      await form.getByLabel('Answer 4', { exact: true }).fill('Kendrick Lamar');
      await form.getByLabel('Answer 5', { exact: true }).fill('Rihan');
      await form.getByRole('button', { name: 'Search artists for answer 5', exact: true }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Search Artists' }));
      expect(await dialog.getByRole('searchbox', { name: 'Search artists' }).inputValue()).toBe('Rihan');
      await (await visible(dialog.getByRole('button', { name: 'Rihanna', exact: true }))).click();
      await visible(page.getByText('"Rihanna" added to #5'));

      const expected = ['Beyoncé', 'Drake', 'Taylor Swift', 'Kendrick Lamar', 'Rihanna'];
      expect(await answerValues(form)).toEqual(expected);
      const card = await submitAndFindCard(page, member);
      expect(await cardAnswers(card)).toEqual(expected);
      expect(await card.locator('img').count()).toBe(0);
    },
  );

  test("a visitor finds 'Beyoncé' on /spotify by typing 'beyonce'", async ({ page }) => {
    await page.goto('/spotify');
    await visible(page.getByRole('heading', { level: 1, name: 'Artist Browser' }));
    await visible(page.getByText('Search for artists to see results'));
    await page.getByRole('searchbox', { name: 'Search artists' }).fill('beyonce');
    const card = await visible(page.getByRole('article', { name: 'Beyoncé', exact: true }));
    await visible(card.getByRole('heading', { name: 'Beyoncé' }));
    await visible(card.getByRole('list', { name: 'Genres' }));
    await visible(page.getByText(/Results from the built-in catalog/));
    // Offline facts without popularity or followers show nothing rather than 0 or NaN.
    expect(await card.textContent()).not.toMatch(/NaN|null|undefined/);

    // A popular-search chip searches straight away.
    await page
      .getByRole('group', { name: 'Popular searches' })
      .getByRole('button', { name: 'Queen' })
      .click();
    await visible(page.getByRole('article', { name: 'Queen', exact: true }));
    expect(await page.getByRole('searchbox', { name: 'Search artists' }).inputValue()).toBe('Queen');
  });
});

describe('a live catalog provider that fails (TheSportsDB, down on purpose)', () => {
  test('the athlete picker shows the offline matches with a note, and Try again asks again', async ({
    page,
  }) => {
    const member = await createVerifiedUser('fallback');
    await signIn(page, member.email, member.password);
    await page.goto('/question/1');
    const form = answerForm(page);
    await visible(form.getByText('Rank your five picks, best first.'), 30_000);
    await form.getByRole('button', { name: 'Search athletes for answer 1', exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Search Athletes' }));
    await dialog.getByRole('searchbox', { name: 'Search athletes' }).fill('jordan');
    const note = dialog.getByRole('status').filter({
      hasText: 'Live search is not answering right now, so these are matches from our offline catalog.',
    });
    await visible(note);
    await visible(dialog.getByRole('button', { name: 'Michael Jordan', exact: true }));

    const again = page.waitForResponse((r) => r.url().includes('/api/sportsdb/athletes/search'));
    await note.getByRole('button', { name: 'Try again' }).click();
    expect((await again).status()).toBe(200);
    // Still down: the same matches and the same note, and a match can still be picked.
    await visible(note);
    await dialog.getByRole('button', { name: 'Michael Jordan', exact: true }).click();
    await visible(page.getByText('"Michael Jordan" added to #1'));
    expect(await form.getByLabel('Answer 1', { exact: true }).inputValue()).toBe('Michael Jordan');
  });
});
