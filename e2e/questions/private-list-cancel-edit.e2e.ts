/**
 * Issue 20's first defect: pressing Cancel Edit on a private list reset the form's visibility to Public, and
 * saving then published it. A list's visibility changes only when its owner changes that switch.
 */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { appLive, visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, uniqueTag } from '../social/social-kit.js';
import { answerForm, fillAnswers } from './support.js';

describe('a private list and Cancel Edit', () => {
  test('stays private after Cancel Edit and save', async ({ page }) => {
    const tag = uniqueTag();
    const member = await createMember('private');
    const asker = await createMember('asker');
    const question = await askQuestion(asker, `Top 5 lakes ${tag}`);
    await answer(member, question.id, ['Baikal', 'Superior', 'Victoria', 'Titicaca', 'Como'], false);

    await signIn(page, member.email, member.password);
    await page.goto(`/question/${question.id}`);
    await appLive(page);
    // The form opens on the saved list, in editing mode.
    const form = answerForm(page);
    await visible(form.getByText('Version 1'));
    await visible(form.getByText('Only you can see your list; it still counts in the results.'));
    await form.getByRole('button', { name: 'Cancel Edit' }).click();
    // Still the owner's choice: private.
    await visible(form.getByText('Only you can see your list; it still counts in the results.'));

    await fillAnswers(form, ['Baikal', 'Superior', 'Victoria', 'Titicaca', 'Garda']);
    await form.getByRole('button', { name: /Submit My Top 5|Save New Version/ }).click();
    await visible(page.getByText(/Version 2/).first());
    const saved = await member.call<{ answer: { isPublic: boolean; version: number; answers: string[] } }>(
      'GET',
      `/api/questions/${question.id}/my-answer`,
    );
    expect(saved.answer).toMatchObject({ isPublic: false, version: 2 });
    expect(saved.answer.answers[4]).toBe('Garda');
  });
});
