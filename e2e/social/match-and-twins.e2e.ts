/**
 * Issue 25: saving an answer shows how it matches the crowd; the home shows "people who rank like you" with a
 * follow button that works.
 */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answerForm, fillAnswers } from '../questions/support.js';
import { answer, askQuestion, createMember, uniqueTag } from './social-kit.js';

describe('how you match the crowd, and people who rank like you', () => {
  test('saving an answer shows its agreement with the crowd, where the crowd ranks each pick and the rarest pick', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const b = await createMember('crowdb');
    const c = await createMember('crowdc');
    const me = await createMember('matcher');
    const question = await askQuestion(b, `Top 5 heist films ${tag}`);
    await answer(b, question.id, ['Alien', 'Heat', 'Fargo', 'Jaws', 'Up']);
    await answer(c, question.id, ['Alien', 'Heat', 'Jaws', 'Ran', 'Up']);

    await signIn(page, me.email, me.password);
    await page.goto(`/question/${question.id}`);
    const form = answerForm(page);
    await fillAnswers(form, ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran']);
    await form.getByRole('button', { name: 'Submit My Top 5' }).click();

    // With my list, points (5 for first ... 1 for fifth) and lists: Alien 15/3, Heat 12/3, Fargo 6/2,
    // Jaws 5/2, Ran 3/2, Up 2/2, Se7en 2/1. The crowd's top 5: Alien, Heat, Fargo, Jaws, Ran. Mine shares
    // X_d = 1, 2, 3, 3, 4 within the first d places: RBO_ext = (4/5)(0.9^5) + (0.1/0.9)(0.9 + 0.81 + 0.729 +
    // (3/4)(0.6561) + (4/5)(0.59049)) = 0.851, so 85%.
    const match = page.getByRole('region', { name: 'How you match the crowd' });
    await visible(match.getByText('85% agreement'));
    await visible(match.getByText('from 3 lists', { exact: false }));
    expect(await match.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/1\. Alien\s*the crowd ranks it #1/),
      expect.stringMatching(/2\. Heat\s*the crowd ranks it #2/),
      expect.stringMatching(/3\. Fargo\s*the crowd ranks it #3/),
      expect.stringMatching(/4\. Se7en\s*the crowd ranks it #7/),
      expect.stringMatching(/5\. Ran\s*the crowd ranks it #5/),
    ]);
    await visible(match.getByText('only 33% of lists name it', { exact: false }));
    expect(await match.getByTestId('rarest-pick').textContent()).toContain('Se7en');

    // A visitor opening the list's own page (its share link) sees the same match, rendered by the server.
    const responseId = (
      await me.call<{ answer: { responseId: number } }>('GET', `/api/questions/${question.id}/my-answer`)
    ).answer.responseId;
    const visitor = await page
      .context()
      .browser()
      ?.newContext({ baseURL: new URL(page.url()).origin });
    const visitorPage = await visitor?.newPage();
    if (!visitor || !visitorPage) throw new Error('no second context');
    const html = await (
      await visitorPage.request.get(`/question/${question.id}?response=${responseId}`)
    ).text();
    expect(html).toContain('How this list matches the crowd');
    expect(html).toContain('85% agreement');
    await visitor.close();
  });

  test('the home shows people who rank like you, and Follow follows them', async ({ page }) => {
    const tag = uniqueTag();
    const twin = await createMember('twin', `Tess Twin ${tag}`);
    const me = await createMember('metwin');
    const lists = [
      ['Pulp', 'Blur', 'Oasis', 'Suede', 'Elastica'],
      ['Bowie', 'Prince', 'Madonna', 'Kate Bush', 'Sade'],
      ['Tetris', 'Doom', 'Myst', 'Zelda', 'Halo'],
    ];
    for (const [i, list] of lists.entries()) {
      const question = await askQuestion(twin, `Top 5 twins ${i} ${tag}`);
      await answer(twin, question.id, list);
      await answer(me, question.id, list);
    }
    // Found in the background once my answers committed.
    await expect
      .poll(
        async () =>
          (await me.call<{ twins: unknown[] }>('GET', `/api/users/${me.username}/twins`)).twins.length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);

    await signIn(page, me.email, me.password);
    await page.goto('/');
    const twins = page.getByRole('region', { name: 'People who rank like you' });
    const row = twins.getByTestId('taste-twin').filter({ hasText: twin.displayName });
    await visible(row.getByText('100% agreement on 3 questions'));
    await row.getByRole('button', { name: `Follow ${twin.displayName}` }).click();
    await visible(row.getByRole('button', { name: `Unfollow ${twin.displayName}` }));

    const status = await me.call<{ isFollowing: boolean }>(
      'GET',
      `/api/users/${twin.username}/follow-status`,
    );
    expect(status.isFollowing).toBe(true);
    await page.reload();
    await visible(
      page
        .getByRole('region', { name: 'People who rank like you' })
        .getByRole('button', { name: `Unfollow ${twin.displayName}` }),
    );
  });
});
