import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, uniqueTag } from './social-kit.js';

describe('comparing Top 5s', () => {
  test("'Compare with me' shows both public lists side by side with the agreement score, and leaves private lists out", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const b = await createMember('other', `Cora Compared ${tag}`);
    const a = await createMember('me', `Max Comparer ${tag}`);
    const shared = await askQuestion(b, `Top 5 thrillers ${tag}`);
    const secret = await askQuestion(b, `Top 5 guilty pleasures ${tag}`);
    await answer(a, shared.id, ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran']);
    // Same items whatever the case: 'alien' is 'Alien'.
    await answer(b, shared.id, ['alien', 'Heat', 'Jaws', 'Ran', 'Up']);
    // Both answered this one too, but B's list is private: it is not compared.
    await answer(a, secret.id, ['Cats', 'Grease', 'Twilight', 'Bratz', 'Dragonball Evolution']);
    await answer(b, secret.id, ['Cats', 'Grease', 'Twilight', 'Bratz', 'Gigli'], false);

    await signIn(page, a.email, a.password);
    await page.goto(`/users/${b.username}`);
    await visible(page.getByRole('heading', { name: b.displayName }));
    await page.getByRole('link', { name: 'Compare with me' }).click();
    await page.waitForURL((url) => url.pathname === `/users/${b.username}/compare`);

    await visible(page.getByRole('heading', { name: `You and ${b.displayName}` }));
    await visible(page.getByText('1 question you both answered publicly'));
    // Worked by hand: shared within the first d places X_d = 1, 2, 2, 2, 3, so with p = 0.9
    // RBO_ext = (3/5)·0.9^5 + (0.1/0.9)·(0.9 + 0.81 + (2/3)·0.729 + (2/4)·0.6561 + (3/5)·0.59049) = 0.674.
    await visible(page.getByText('Overall agreement'));
    await visible(page.getByText('67%').first());

    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: shared.title }) });
    await visible(card.getByText('3 picks in common'));
    await visible(card.getByText('Strong match'));
    const meter = card.getByRole('meter', { name: 'Agreement' });
    expect(await meter.getAttribute('aria-valuenow')).toBe('67');

    // Both lists, in order, side by side: mine under 'You', theirs under B's name.
    const mine = card.getByText('You', { exact: true }).locator('..').getByRole('listitem');
    const theirs = card.getByText(b.displayName, { exact: true }).locator('..').getByRole('listitem');
    expect(await mine.allInnerTexts()).toEqual([
      expect.stringMatching(/1\s*Alien/),
      expect.stringMatching(/2\s*Heat/),
      expect.stringMatching(/3\s*Fargo/),
      expect.stringMatching(/4\s*Se7en/),
      expect.stringMatching(/5\s*Ran/),
    ]);
    expect(await theirs.allInnerTexts()).toEqual([
      expect.stringMatching(/1\s*alien/),
      expect.stringMatching(/2\s*Heat/),
      expect.stringMatching(/3\s*Jaws/),
      expect.stringMatching(/4\s*Ran/),
      expect.stringMatching(/5\s*Up/),
    ]);
    // The shared picks are marked on both lists.
    expect(await card.getByText('(on both lists)').count()).toBe(6);

    // Nothing of the private list shows.
    expect(await page.getByText(secret.title).count()).toBe(0);
    expect(await page.getByText('Gigli').count()).toBe(0);
    expect(await page.getByRole('article').count()).toBe(1);
  });
});
