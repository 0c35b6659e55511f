/**
 * A brigade of five new accounts sends the same Top 5 to a question: the burst is held from its results
 * (decision 068); the admin sees it in the review area with the evidence, releases it, and the results change.
 */
import { inject } from 'vitest';
import { describe, expect, test } from '../fixtures/test.js';
import { answer, askQuestion, createMember, uniqueTag } from '../social/social-kit.js';
import { gone, LONG_FLOW, openAdminDashboard, patient, seen, toast } from './admin-kit.js';

const BRIGADE = ['Plan 9', 'Troll 2', 'The Room', 'Birdemic', 'Manos'];

async function resultsOf(
  questionId: number,
): Promise<{ totalResponses: number; results: { item: string }[] }> {
  const response = await fetch(`${inject('baseUrl')}/api/questions/${questionId}/results`);
  return response.json();
}

describe('a burst of identical lists', () => {
  test(
    'is held from the results until the admin releases it from the review area',
    LONG_FLOW,
    async ({ page }) => {
      patient(page);
      const tag = uniqueTag();
      const asker = await createMember('asker');
      const question = await askQuestion(asker, `Top 5 cult films ${tag}`);
      await answer(asker, question.id, ['Heat', 'Alien', 'Brazil', 'Fargo', 'Ran']);
      const brigade = [];
      for (let n = 0; n < 5; n++) brigade.push(await createMember(`brigade${n}`));
      for (const member of brigade) await answer(member, question.id, BRIGADE);

      // Held: the results are the asker's list alone, and the brigade is told its lists wait for a review.
      await expect.poll(async () => (await resultsOf(question.id)).totalResponses).toBe(1);
      const mine = await brigade[0].call<{ answer: { inResults: string } }>(
        'GET',
        `/api/questions/${question.id}/my-answer`,
      );
      expect(mine.answer.inResults).toBe('held');

      await openAdminDashboard(page);
      await page.goto('/admin/reports');
      const held = await seen(
        page.getByTestId('held-burst').filter({ has: page.getByRole('link', { name: question.title }) }),
      );
      await seen(held.getByText('5 lists held', { exact: false }));
      await seen(held.getByText(/5 identical lists within 60 minutes .*1\. Plan 9, 2\. Troll 2/));
      await held.getByRole('button', { name: 'Release into results' }).click();
      await toast(page, 'Burst released: its lists now count in the results');
      await gone(held);

      await expect.poll(async () => (await resultsOf(question.id)).totalResponses).toBe(6);
      await page.goto(`/question/${question.id}`);
      const current = page.getByRole('region', { name: 'Current Top 5' });
      await seen(current.getByText('6 lists counted'));
      await seen(current.getByText('Plan 9'));
    },
  );
});
