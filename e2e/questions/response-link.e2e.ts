/** Links to one response (/question/{id}#response-{id}) on a demo question with several pages of responses. */
import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answerForm } from './support.js';

/** Question 1 of the demo content (Top 5 Athletes of All Time) has about three pages of responses. */
const QUESTION = 1;

describe('a link to one response', () => {
  test('loads further pages until the response is there, scrolls to it and highlights it', async ({
    page,
  }) => {
    const second = await page.request.get(`/api/questions/${QUESTION}/responses?page=2&limit=10`);
    const { responses } = (await second.json()) as {
      responses: { id: number; user: { displayName: string } }[];
    };
    const target = responses[4];
    expect(target).toBeDefined();

    await page.goto(`/question/${QUESTION}#response-${target.id}`);
    const card = page.locator(`#response-${target.id}`);
    await page.locator(`#response-${target.id}[data-highlighted]`).waitFor();
    expect(await card.getAttribute('aria-label')).toBe(`${target.user.displayName}'s Top 5`);
    // The second page of responses was fetched on its own, and the card is brought into view.
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(15);
    await expect
      .poll(() =>
        card.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    // A visitor has no form to hide; the panel invites them to sign in instead.
    await visible(page.getByRole('link', { name: 'Sign in to answer' }));
    expect(await answerForm(page).count()).toBe(0);

    await page
      .locator(`#response-${target.id}[data-highlighted]`)
      .waitFor({ state: 'detached', timeout: 10_000 });
    await visible(card);
  });

  test('a link to a response that is not there says so', async ({ page }) => {
    await page.goto(`/question/${QUESTION}#response-99999999`);
    await visible(page.getByText('The response you followed a link to is no longer available.'));
    // Every page was looked through: nothing is left to load.
    expect(await page.getByRole('button', { name: 'Load more responses' }).count()).toBe(0);
    expect(await page.locator('article[data-highlighted]').count()).toBe(0);
  });

  test("a response's shared link carries its card for chats and still scrolls to it", async ({ page }) => {
    const first = await page.request.get(`/api/questions/${QUESTION}/responses?page=1&limit=10`);
    const { responses } = (await first.json()) as {
      responses: { id: number; user: { displayName: string } }[];
    };
    const target = responses[2];
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/question/${QUESTION}`);
    await page.locator(`#response-${target.id}`).getByRole('button', { name: 'Share this Top 5' }).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
    await visible(page.getByText('Link copied!'));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname + new URL(link).search + new URL(link).hash).toBe(
      `/question/${QUESTION}?response=${target.id}#response-${target.id}`,
    );

    // What a chat app reads: the member's Top 5 as title, and a card that is a PNG.
    const html = await (await page.request.get(link)).text();
    expect(html).toContain(`<meta property="og:title" content="${target.user.displayName}&#39;s Top 5: `);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const card = await page.request.get(new URL(image).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');

    await page.goto(link);
    await page.locator(`#response-${target.id}[data-highlighted]`).waitFor();
  });
});
