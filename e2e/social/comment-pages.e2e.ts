import { focusProblem } from '../a11y/focus-kit.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, responseCard, uniqueTag } from './social-kit.js';

describe('a response with more comments than one page', () => {
  test("shows the first 20, 'Show more comments' loads the rest with focus on the first of them, and a new comment shows at once", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const b = await createMember('author', `Pat Pages ${tag}`);
    const fan = await createMember('talker', `Cal Chatty ${tag}`);
    const question = await askQuestion(b, `Top 5 long films ${tag}`);
    const responseId = await answer(b, question.id, [
      'Lawrence of Arabia',
      'Seven Samurai',
      'Heat',
      'Barry Lyndon',
      'Ran',
    ]);
    for (let n = 1; n <= 21; n++) {
      await fan.call('POST', `/api/responses/${responseId}/comments`, { content: `Remark ${n} ${tag}` });
    }

    await signIn(page, b.email, b.password);
    await page.goto(`/question/${question.id}`);
    const card = responseCard(page, b.displayName);
    // The count is the stored count of all 21, though 20 show first.
    await card.getByRole('button', { name: '21 comments' }).click();
    const comments = card.getByRole('region', { name: 'Comments' });
    await visible(comments.getByText(`Remark 20 ${tag}`));
    expect(await comments.getByRole('listitem').count()).toBe(20);
    expect(await comments.getByText(`Remark 21 ${tag}`).count()).toBe(0);

    // By keyboard: Enter on the button loads the second page; focus lands, visibly, on its first comment.
    const more = comments.getByRole('button', { name: 'Show more comments' });
    await more.focus();
    await page.keyboard.press('Enter');
    await visible(comments.getByText(`Remark 21 ${tag}`));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(`Remark 21 ${tag}`);
    expect(await focusProblem(page)).toBeNull();
    expect(await comments.getByRole('listitem').count()).toBe(21);
    expect(await more.count()).toBe(0);

    // A comment posted now shows at once, last, and is counted.
    await comments.getByLabel('Write a comment').fill(`Last word ${tag}`);
    await page.keyboard.press('Enter');
    await visible(comments.getByRole('listitem').last().getByText(`Last word ${tag}`));
    await visible(card.getByRole('button', { name: '22 comments' }));
  });
});
