/** A member downloads their data from their profile, then deletes their account with their password. */

import { inject } from 'vitest';
import { gone, LONG_FLOW, patient, seen, toast } from '../admin/admin-kit.js';
import { signIn } from '../fixtures/auth.js';
import { downloadedText } from '../fixtures/browser.js';
import { waitForMail } from '../fixtures/mail.js';
import { describe, expect, test } from '../fixtures/test.js';
import { answer, askQuestion, createMember, uniqueTag } from '../social/social-kit.js';

describe("a member's own data", () => {
  test(
    'Download my data gives a JSON file with their username and responses; Delete my account refuses a wrong password, then signs them out for good',
    LONG_FLOW,
    async ({ page }) => {
      patient(page);
      const tag = uniqueTag();
      const member = await createMember('leaver', `Lee Leaving ${tag}`);
      const asker = await createMember('asker', `Ada Asker ${tag}`);
      const question = await askQuestion(asker, `Top 5 road trip albums ${tag}`);
      const answers = ['Born to Run', 'Rumours', 'Graceland', 'Nevermind', 'Blue'];
      await answer(member, question.id, answers);

      await signIn(page, member.email, member.password);
      await page.goto(`/users/${member.username}`);
      await page.getByRole('tab', { name: 'About' }).click();
      const panel = await seen(page.getByRole('region', { name: 'Your data' }));

      // The download.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^top5-data-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
      );
      const data = JSON.parse(await downloadedText(download));
      expect(data.profile.username).toBe(member.username);
      expect(data.profile.email).toBe(member.email);
      expect(data.responses).toHaveLength(1);
      expect(data.responses[0]).toMatchObject({ answers });
      expect(data.responses[0].question).toEqual({ id: question.id, title: question.title });
      // No password, not even its hash.
      expect(JSON.stringify(data)).not.toMatch(/passwordHash|\$argon2|\$2[aby]\$|\$scrypt/i);

      // Deleting: a wrong password is refused on the field and nothing changes.
      await panel.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = await seen(page.getByRole('dialog', { name: 'Delete my account' }));
      await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await seen(dialog.getByText(/incorrect password/i));
      expect(page.url()).toContain(`/users/${member.username}`);

      await dialog.getByLabel('Password', { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await toast(page, 'Account deleted');
      await page.waitForURL((url) => url.pathname === '/');
      // Signed out: the top bar offers to sign in again.
      await seen(page.getByRole('banner').getByRole('link', { name: 'Sign in' }));
      await gone(page.getByRole('button', { name: 'Account menu' }));
      const mail = await waitForMail(member.email, { subject: /account has been deleted/i });
      expect(mail.subject).toBe('Your Top 5 account has been deleted');

      // The profile is gone...
      await page.goto(`/users/${member.username}`);
      await seen(page.getByRole('heading', { level: 1, name: 'User not found' }));
      // ...and the account cannot sign in.
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Login' }).click();
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: /^(Login|Sign In|Log In)$/i }).click();
      await seen(page.getByText(/invalid email or password/i));
      expect(new URL(page.url()).pathname).toBe('/auth');
      // The server agrees: no session comes of it.
      const baseUrl = inject('baseUrl');
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
      expect(login.status).toBe(401);
    },
  );
});
