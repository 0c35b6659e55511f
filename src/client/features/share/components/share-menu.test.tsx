import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import { ShareMenu } from './share-menu';

/** userEvent.setup() gives the page a clipboard of its own, which the tests read back. */
async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  return user;
}

describe('share menu', () => {
  // The menu loads lazily in the app (decision 030); loaded once here so a busy machine cannot time it out.
  beforeAll(() => import('./share-menu-dropdown'), 60_000);

  it('opens X in a 550x420 popup with the text and the full link', async () => {
    mockFetch({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp(<ShareMenu url="/question/7" text="What's your Top 5? Top 5 Movies" />, { user: null });
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'X' }));
    const [url, , features] = open.mock.calls[0];
    expect(String(url)).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent("What's your Top 5? Top 5 Movies")}&url=${encodeURIComponent(`${window.location.origin}/question/7`)}`,
    );
    expect(features).toContain('width=550,height=420');
  });

  it("copies the link with Copy Link and says 'Link copied!'", async () => {
    mockFetch({});
    renderApp(<ShareMenu url="/question/7#response-3" text="Ada's Top 5" />, { user: null });
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/question/7#response-3`);
  });

  it("copies the link for Instagram with 'Copied to clipboard!' and a hint to paste it", async () => {
    mockFetch({});
    renderApp(<ShareMenu url="/question/7" text="Top 5 Movies" />, { user: null });
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Instagram' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeVisible();
    // The toast and, for a moment, its screen-reader announcement both carry the hint.
    expect(screen.getAllByText(/Paste the link into your Instagram/).length).toBeGreaterThan(0);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/question/7`);
  });

  it("offers a response's story picture for download beside the Instagram hint", async () => {
    mockFetch({});
    renderApp(
      <ShareMenu
        url="/question/7?response=3#response-3"
        text="Ada's Top 5"
        storyImage="/og/response/3/story.png"
      />,
      { user: null },
    );
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Instagram' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeVisible();
    expect(
      screen.getAllByText('Paste the link into your Instagram story, post or bio to share it.').length,
    ).toBeGreaterThan(0);
    const download = screen.getByRole('link', { name: 'Download the story image' });
    expect(download.getAttribute('href')).toBe('/og/response/3/story.png');
    expect(download.hasAttribute('download')).toBe(true);
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/question/7?response=3#response-3`,
    );
  });
});
