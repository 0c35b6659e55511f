import type { Page } from 'playwright-core';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { createMember, uniqueTag } from './social-kit.js';

/** Types into the top bar's search box and presses Enter, as a member would from any page. */
async function searchFromTopBar(page: Page, text: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search', exact: true });
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
}

describe('finding a member with the search', () => {
  test('A finds B from the top bar by display name, also misspelt by one letter, and opens their profile', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const b = await createMember('findme', `Thaddeus Quimbleworth ${tag}`);
    const a = await createMember('seeker');
    await signIn(page, a.email, a.password);

    // The exact display name: the Users tab counts B and lists them.
    await searchFromTopBar(page, b.displayName);
    const users = page.getByRole('tab', { name: /^Users \d+$/ });
    await visible(users);
    expect(Number((await users.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    const inAll = page.getByRole('link', { name: new RegExp(`${b.displayName}\\s*@${b.username}`) });
    await visible(inAll);

    // One letter wrong ('Quimbleworth' typed 'Quimblewarth') still finds B, on the Users tab too.
    const typo = b.displayName.replace('Quimbleworth', 'Quimblewarth');
    await searchFromTopBar(page, typo);
    await page.getByRole('tab', { name: /^Users [1-9]\d*$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'users');
    const found = page
      .getByRole('tabpanel')
      .getByRole('link', { name: new RegExp(`${b.displayName}\\s*@${b.username}`) });
    await found.click();

    await page.waitForURL((url) => url.pathname === `/users/${b.username}`);
    await visible(page.getByRole('heading', { name: b.displayName }));
    await visible(page.getByText(`@${b.username}`, { exact: true }));
  });
});

describe('a search longer than the box allows', () => {
  test('an address with 201 characters says so in words, not as a raw "400: ..."', async ({ page }) => {
    await page.goto(`/search?q=${'a'.repeat(201)}`);
    await visible(page.getByText('Search text is too long', { exact: true }));
    await visible(
      page.getByText('Search text must be at most 200 characters. Shorten it and try again.', {
        exact: true,
      }),
    );
    expect(
      await page
        .getByRole('main')
        .getByText(/\b400\b/)
        .count(),
    ).toBe(0);
  });
});
