/** The create page's and the answer form's rules, as a member meets them in the browser. */
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/accounts.js';
import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';
import { answerForm, dayFromToday, fillAnswers, uniqueTag } from './support.js';

const END_DATE_RULE = 'End date must be in the future and no more than 90 days from today';
const DESCRIPTION = 'A question made by the end-to-end tests to check the create page rules.';

/** Counts the page's POSTs to an API path, so a spec can say nothing was sent. */
function countPosts(page: Page, pathname: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) count++;
  });
  return () => count;
}

describe('create question rules in the browser', () => {
  test('a 4-character title and an end date past 90 days are refused before anything is sent', async ({
    page,
  }) => {
    const member = await createVerifiedUser('rules');
    await signIn(page, member.email, member.password);
    const posts = countPosts(page, '/api/questions');
    await page.goto('/create');
    await visible(page.getByText('Leave empty for no end date, or pick a day within the next 90 days.'));

    await page.getByLabel('Title').fill('Top5');
    await page.getByLabel('Description').fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Create Question' }).click();
    await visible(page.getByText('Title must be at least 5 characters'));

    const title = `Top 5 Rules ${uniqueTag()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('End date (optional)').fill(await dayFromToday(page, 91));
    await page.getByRole('button', { name: 'Create Question' }).click();
    await visible(page.getByText(END_DATE_RULE));
    await hidden(page.getByText('Title must be at least 5 characters'));
    await page.getByLabel('End date (optional)').fill(await dayFromToday(page, 120));
    await page.getByRole('button', { name: 'Create Question' }).click();
    await visible(page.getByText(END_DATE_RULE));
    expect(new URL(page.url()).pathname).toBe('/create');
    expect(posts()).toBe(0);

    // The 90th day itself is allowed, and the server agrees with the browser.
    await page.getByLabel('End date (optional)').fill(await dayFromToday(page, 90));
    await page.getByRole('button', { name: 'Create Question' }).click();
    await page.waitForURL((url) => /^\/question\/\d+$/.test(url.pathname));
    await visible(page.getByRole('heading', { level: 1, name: title }));
    await visible(page.getByText('91 days left'));
    expect(posts()).toBe(1);
  });

  test('an admin may pick an end date more than 90 days ahead', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/create');
    await visible(page.getByText('Leave empty for no end date.'));
    const title = `Top 5 Long Runs ${uniqueTag()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill(DESCRIPTION);
    await page.getByLabel('End date (optional)').fill(await dayFromToday(page, 120));
    await page.getByRole('button', { name: 'Create Question' }).click();
    await page.waitForURL((url) => /^\/question\/\d+$/.test(url.pathname));
    await visible(page.getByRole('heading', { level: 1, name: title }));
    await visible(page.getByText('121 days left'));
  });
});

describe('answer form rules in the browser', () => {
  test("four answers get 'Please provide all 5 answers' and two alike 'Each answer must be different'", async ({
    page,
  }) => {
    const member = await createVerifiedUser('fourpicks');
    await signIn(page, member.email, member.password);
    const posts = countPosts(page, '/api/questions/2/answer');
    // Demo question 2, Top 5 TV Shows of All Time, which this new member has not answered.
    await page.goto('/question/2');
    const form = answerForm(page);
    await fillAnswers(form, ['Breaking Bad', 'The Wire', 'The Sopranos', 'Fleabag']);
    await form.getByRole('button', { name: 'Submit My Top 5' }).click();
    await visible(form.getByText('Please provide all 5 answers'));
    // The empty box is marked.
    expect(await form.getByLabel('Answer 5', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Answer 5', { exact: true }).fill('  breaking bad ');
    await form.getByRole('button', { name: 'Submit My Top 5' }).click();
    await visible(form.getByText('Each answer must be different'));
    expect(posts()).toBe(0);
    // Nothing was saved: the member still has no answer.
    const mine = await page.request.get('/api/questions/2/my-answer');
    expect(await mine.json()).toMatchObject({ hasAnswered: false });
  });
});
