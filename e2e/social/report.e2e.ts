import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, openSecondPage, responseCard, uniqueTag } from './social-kit.js';

describe('reporting a response', () => {
  test("B has no Report on their own Top 5; A reports it once, and a second report says 'Report failed' with the server's reason", async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const b = await createMember('reported', `Rita Reported ${tag}`);
    const a = await createMember('reporter', `Rex Reporter ${tag}`);
    const question = await askQuestion(b, `Top 5 board games ${tag}`);
    await answer(b, question.id, ['Catan', 'Azul', 'Wingspan', 'Carcassonne', 'Ticket to Ride']);

    // B, on the question: their own card has its comments but no Like (others' lists only) and no Report.
    const bPage = await openSecondPage(browser);
    await signIn(bPage, b.email, b.password);
    await bPage.goto(`/question/${question.id}`);
    const own = responseCard(bPage, b.displayName);
    await visible(own.getByRole('button', { name: '0 comments' }));
    expect(await own.getByRole('button', { name: /Like/ }).count()).toBe(0);
    expect(await own.getByRole('button', { name: 'Report' }).count()).toBe(0);

    // A, on the same question, reports it.
    await signIn(page, a.email, a.password);
    await page.goto(`/question/${question.id}`);
    const card = responseCard(page, b.displayName);
    await card.getByRole('button', { name: 'Report' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Report this Top 5' }));
    await visible(dialog.getByText(`Tell us what is wrong with ${b.displayName}'s list.`, { exact: false }));
    const submit = dialog.getByRole('button', { name: 'Submit Report' });
    // No reason chosen yet: it cannot be sent.
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: /^Spam/ }).check();
    await dialog.getByLabel('Details').fill('The same list posted again and again.');
    await submit.click();
    await visible(page.getByText('Report submitted', { exact: true }));
    await visible(
      page.getByText("Thank you for helping keep our community safe. We'll review this report promptly."),
    );
    await hidden(page.getByRole('dialog', { name: 'Report this Top 5' }));

    // A second report by A is refused by the server, and the dialog says why.
    await card.getByRole('button', { name: 'Report' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Report this Top 5' }));
    // The first report cleared the form.
    expect(await again.getByRole('radio', { name: /^Spam/ }).isChecked()).toBe(false);
    await again.getByRole('radio', { name: /^Harassment/ }).check();
    await again.getByRole('button', { name: 'Submit Report' }).click();
    await visible(page.getByText('Report failed', { exact: true }));
    await visible(page.getByText('You have already reported this response'));
    // The dialog stays open so the member sees what they tried to send.
    await visible(again.getByRole('radio', { name: /^Harassment/, checked: true }));
  });
});
