/**
 * The main flow in one short test, for the database the full suite does not run on (CI runs this spec alone
 * on PGlite, the full suite on PostgreSQL; decision 056): a visitor registers through the form, opens the
 * verification link from the mail, signs in, answers a question and sees the answer counted in its results.
 */
import { freshUser } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { linkFromMail, waitForMail } from '../fixtures/mail.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answerForm, fillAnswers, resultLines, uniqueTag } from '../questions/support.js';
import { askQuestion, createMember } from '../social/social-kit.js';

const picks = ['Pancakes', 'Waffles', 'Omelette', 'French Toast', 'Bagels'];

describe('the main flow', () => {
  test('a visitor registers, verifies, signs in, answers a question and sees the results', async ({
    page,
  }) => {
    // Someone else asked the question (through the API): what this test is about happens in the browser.
    const asker = await createMember('asker');
    const question = await askQuestion(asker, `Top 5 Breakfasts ${uniqueTag()}`);

    const user = freshUser('smoke');
    await page.goto('/auth?tab=register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Display name').fill(user.displayName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByLabel('Birth month').selectOption({ label: 'May' });
    await page.getByLabel('Birth year').fill('1994');
    await page.getByLabel('Country').selectOption('United States');
    await page.getByLabel('City').selectOption('Chicago, Illinois');
    await page.getByLabel('Postal code').fill('60601');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByText('Please check your email to verify your account.'));

    const mail = await waitForMail(user.email, { subject: /verif/i });
    await page.goto(linkFromMail(mail, '/verify-email'));
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, user.email, user.password);

    await page.goto(`/question/${question.id}`);
    const form = answerForm(page);
    await visible(form.getByText('Rank your five picks, best first.'));
    await fillAnswers(form, picks);
    await form.getByRole('button', { name: 'Submit My Top 5' }).click();
    await visible(page.getByText('Your answers have been submitted successfully'));

    await page.getByRole('link', { name: 'See detailed results' }).click();
    await page.waitForURL((url) => url.pathname === `/question/${question.id}/results`);
    await expect
      .poll(() => resultLines(page, 'Top 10'))
      .toEqual([
        '1 Pancakes 100% 1 vote · most often ranked 1st',
        '2 Waffles 100% 1 vote · most often ranked 2nd',
        '3 Omelette 100% 1 vote · most often ranked 3rd',
        '4 French Toast 100% 1 vote · most often ranked 4th',
        '5 Bagels 100% 1 vote · most often ranked 5th',
      ]);
  });
});
