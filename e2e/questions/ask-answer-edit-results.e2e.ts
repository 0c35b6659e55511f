/**
 * The core loop as one member lives it: ask a question with an uploaded cover, answer it, edit the answer into
 * a second version, watch the crowd's results move when another member answers, and follow a link to a
 * response. The tests run in order and share the question the first one creates.
 */
import { beforeAll } from 'vitest';
import type { NewUser } from '../fixtures/accounts.js';
import { createVerifiedUser, signIn } from '../fixtures/auth.js';
import { describe, expect, test, waitsForTheApp } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';
import {
  answerForm,
  answerValues,
  dayFromToday,
  fillAnswers,
  makePng,
  resultLines,
  uniqueTag,
} from './support.js';

const tag = uniqueTag();
const title = `Top 5 Breakfast Foods ${tag}`;
const description = 'Sweet or savoury, quick or slow: what are the five best things to eat in the morning?';
const firstList = ['Pancakes', 'Waffles', 'Omelette', 'French Toast', 'Bagels'];
const editedList = ['Pancakes', 'Waffles', 'Omelette', 'French Toast', 'Croissants'];
const secondMembersList = ['Waffles', 'Shakshuka', 'Granola', 'Pancakes', 'Yogurt'];

let asker: NewUser;
let other: NewUser;
let questionId = 0;
let imageUrl = '';

function createdQuestion(): number {
  if (!questionId) throw new Error('This test needs the question the first test of this file creates.');
  return questionId;
}

describe('ask, answer, edit and see the crowd results', () => {
  beforeAll(async () => {
    [asker, other] = await Promise.all([createVerifiedUser('asker'), createVerifiedUser('second')]);
  });

  test('a member creates a question with an uploaded image and lands on it', async ({ page }) => {
    await signIn(page, asker.email, asker.password);
    await page.goto('/create');
    await visible(page.getByRole('heading', { name: 'Create Question' }));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill(description);

    await page.getByRole('tab', { name: 'Upload' }).click();
    await page.getByLabel('Choose an image file').setInputFiles(await makePng('breakfast.png'));
    // The chosen file is previewed before it is sent.
    const preview = await visible(page.getByRole('img', { name: 'Preview of the question cover' }));
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await visible(page.getByText('Not uploaded yet'));
    await visible(page.getByText('breakfast.png'));

    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/upload/question-image') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    imageUrl = ((await upload.json()) as { imageUrl: string }).imageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/questions\/[\w-]+\.png$/);
    await visible(page.getByText('Image uploaded successfully'));
    await hidden(page.getByText('Not uploaded yet'));
    // The preview now shows the copy the server keeps, and it loads.
    await expect.poll(() => preview.getAttribute('src')).toBe(imageUrl);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

    await page.getByLabel('End date (optional)').fill(await dayFromToday(page, 10));
    await page.getByRole('button', { name: 'Create Question' }).click();
    await page.waitForURL((url) => /^\/question\/\d+$/.test(url.pathname));
    questionId = Number(new URL(page.url()).pathname.split('/').pop());
    await visible(page.getByText('Question created successfully'));

    await visible(page.getByRole('heading', { level: 1, name: title }));
    await visible(page.getByText(description));
    // The end of the 10th day from now is 10 days and some hours away: the ceiling shows.
    await visible(page.getByText('11 days left'));
    await visible(page.getByText('No answers yet. Results appear as soon as the first Top 5 comes in.'));
    // The uploaded cover is shown at the top, loaded from our server.
    const cover = page.locator(`header img[src="${imageUrl}"]`).last();
    await cover.waitFor();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  });

  test("the member submits a Top 5, then edits it: 'updated (Version 2)'", async ({ page }) => {
    const id = createdQuestion();
    await signIn(page, asker.email, asker.password);
    await page.goto(`/question/${id}`);
    const form = answerForm(page);
    await visible(form.getByText('Rank your five picks, best first.'));
    await fillAnswers(form, firstList);
    await form.getByRole('button', { name: 'Submit My Top 5' }).click();
    await visible(page.getByText('Your answers have been submitted successfully'));

    // The form closes onto the saved list, version 1.
    const mine = page.getByRole('region', { name: 'Your Top 5' });
    await visible(mine.getByText('Version 1'));
    await visible(mine.getByText('Bagels'));
    const current = page.getByRole('region', { name: 'Current Top 5' });
    await visible(current.getByText('1 list counted'));
    await expect
      .poll(() => resultLines(page, 'Current Top 5'))
      .toEqual(firstList.map((a, i) => `${i + 1} ${a} 100%`));
    await visible(page.getByRole('article', { name: `${asker.displayName}'s Top 5` }));

    // Editing mode shows the current version and the saved answers.
    await mine.getByRole('button', { name: 'Edit My Answer' }).click();
    await visible(form.getByText('Editing your list. Saving keeps the old version and creates a new one.'));
    await visible(form.getByText('Version 1'));
    expect(await answerValues(form)).toEqual(firstList);
    await form.getByLabel('Answer 5', { exact: true }).fill('Croissants');
    await form.getByRole('button', { name: 'Save New Version' }).click();
    await visible(page.getByText(/updated \(Version 2\)/));
    await visible(page.getByText('Your answers have been updated (Version 2)'));

    await visible(mine.getByText('Version 2'));
    await visible(mine.getByText('Croissants'));
    // Still one list in the results, now the edited one.
    await expect
      .poll(() => resultLines(page, 'Current Top 5'))
      .toEqual(editedList.map((a, i) => `${i + 1} ${a} 100%`));
    await visible(current.getByText('1 list counted'));

    const myAnswer = await page.request.get(`/api/questions/${id}/my-answer`);
    expect(await myAnswer.json()).toMatchObject({
      hasAnswered: true,
      answer: { answers: editedList, version: 2 },
    });
  });

  test('the results page shows votes and most common ranks, and moves when a second member answers', async ({
    page,
    browser,
    baseUrl,
  }) => {
    const id = createdQuestion();
    await signIn(page, asker.email, asker.password);
    await page.goto(`/question/${id}`);
    await page.getByRole('link', { name: 'See detailed results' }).click();
    await page.waitForURL((url) => url.pathname === `/question/${id}/results`);
    await visible(page.getByRole('heading', { level: 1, name: title }));
    await expect
      .poll(() => resultLines(page, 'Top 10'))
      .toEqual([
        '1 Pancakes 100% 1 vote · most often ranked 1st',
        '2 Waffles 100% 1 vote · most often ranked 2nd',
        '3 Omelette 100% 1 vote · most often ranked 3rd',
        '4 French Toast 100% 1 vote · most often ranked 4th',
        '5 Croissants 100% 1 vote · most often ranked 5th',
      ]);

    // A second member, in their own browser, answers with a different #1.
    const otherContext = await browser.newContext({ baseURL: baseUrl });
    try {
      const otherPage = waitsForTheApp(await otherContext.newPage());
      await signIn(otherPage, other.email, other.password);
      await otherPage.goto(`/question/${id}`);
      await fillAnswers(answerForm(otherPage), secondMembersList);
      await answerForm(otherPage).getByRole('button', { name: 'Submit My Top 5' }).click();
      await visible(otherPage.getByText('Your answers have been submitted successfully'));
    } finally {
      await otherContext.close();
    }

    // Points (5 for a 1st ... 1 for a 5th): Waffles 4+5, Pancakes 5+2, Shakshuka 4, Granola 3, Omelette 3.
    await page.reload();
    await expect
      .poll(() => resultLines(page, 'Top 10'))
      .toEqual([
        '1 Waffles 100% 2 votes · most often ranked 1st',
        '2 Pancakes 100% 2 votes · most often ranked 1st',
        '3 Shakshuka 50% 1 vote · most often ranked 2nd',
        '4 Granola 50% 1 vote · most often ranked 3rd',
        '5 Omelette 50% 1 vote · most often ranked 3rd',
      ]);
    // Eight items named in all: the other three are one click away.
    await page.getByRole('button', { name: 'Show 3 more' }).click();
    await expect
      .poll(() => resultLines(page, 'Top 10'))
      .toEqual([
        '1 Waffles 100% 2 votes · most often ranked 1st',
        '2 Pancakes 100% 2 votes · most often ranked 1st',
        '3 Shakshuka 50% 1 vote · most often ranked 2nd',
        '4 Granola 50% 1 vote · most often ranked 3rd',
        '5 Omelette 50% 1 vote · most often ranked 3rd',
        '6 French Toast 50% 1 vote · most often ranked 4th',
        '7 Croissants 50% 1 vote · most often ranked 5th',
        '8 Yogurt 50% 1 vote · most often ranked 5th',
      ]);
    await visible(page.getByRole('button', { name: 'Show less' }));
  });

  test('a #response-{id} link hides the form and highlights that response for about 3 seconds', async ({
    page,
  }) => {
    const id = createdQuestion();
    await signIn(page, asker.email, asker.password);
    const listed = await page.request.get(`/api/questions/${id}/responses`);
    const { responses } = (await listed.json()) as {
      responses: { id: number; user: { username: string }; version: number }[];
    };
    const response = responses.find((r) => r.user.username === asker.username);
    expect(response?.version).toBe(2);
    const rid = response?.id ?? 0;

    await page.goto(`/question/${id}#response-${rid}`);
    const card = page.getByRole('article', { name: `${asker.displayName}'s Top 5` });
    expect(await (await visible(card)).getAttribute('id')).toBe(`response-${rid}`);
    const lit = page.locator(`#response-${rid}[data-highlighted]`);
    await lit.waitFor();
    const litAt = Date.now();
    expect(await lit.getAttribute('class')).toContain('ring-2');
    // Only the linked response is highlighted.
    expect(await page.locator('article[data-highlighted]').count()).toBe(1);
    // The link is about the response: the member's own form stays closed, with the way to open it.
    await visible(
      page.getByRole('region', { name: 'Your Top 5' }).getByRole('button', { name: 'Edit My Answer' }),
    );
    expect(await answerForm(page).count()).toBe(0);

    await lit.waitFor({ state: 'detached', timeout: 10_000 });
    const litFor = Date.now() - litAt;
    // 3 s, give or take what it takes to notice on a busy machine.
    expect(litFor).toBeGreaterThan(1500);
    expect(litFor).toBeLessThan(8000);
    expect(await card.getAttribute('class')).not.toContain('ring-2');
  });
});
