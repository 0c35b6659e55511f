import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { Liker } from '@/shared/api/social';
import { LikeButton } from './like-button';

const response = { id: 7, questionId: 1, isLiked: false, likesCount: 3 };

const likers = (n: number): Liker[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    username: `fan${i + 1}`,
    displayName: `Fan ${i + 1}`,
    profilePicture: null,
  }));

describe('who liked a response', () => {
  it('opens from the keyboard as a dialog listing the likers, and Escape puts focus back', async () => {
    mockFetch({ 'GET /api/responses/7/likes': { body: { likers: likers(3), total: 3 } } });
    renderApp(<LikeButton response={response} />, { user: makeUser() });
    const user = userEvent.setup();
    const show = screen.getByRole('button', { name: 'Show who liked this' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '3 likes, Like' }));
    await user.tab();
    expect(document.activeElement).toBe(show);
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Liked by 3 people' });
    for (const name of ['Fan 1', 'Fan 2', 'Fan 3']) {
      expect(await screen.findByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(show));
  });

  it("says 'Liked by 1 person' for a single liker", async () => {
    mockFetch({ 'GET /api/responses/7/likes': { body: { likers: likers(1), total: 1 } } });
    renderApp(<LikeButton response={{ ...response, likesCount: 1 }} />, { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Show who liked this' }));
    expect(await screen.findByRole('dialog', { name: 'Liked by 1 person' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /Fan 1/ })).toBeVisible();
  });

  it('opens by tap without liking, and focusing the like button loads nothing', async () => {
    const fetchMock = mockFetch({ 'GET /api/responses/7/likes': { body: { likers: likers(3), total: 3 } } });
    renderApp(<LikeButton response={response} />, { user: makeUser() });
    const like = screen.getByRole('button', { name: '3 likes, Like' });
    like.focus();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show who liked this' }));
    expect(await screen.findByRole('dialog', { name: 'Liked by 3 people' })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('toggle-like'))).toBe(false);
    // The like button is the same element it was before the dialog loaded.
    // (Hidden from the accessibility tree while the dialog is open, so found by its label.)
    expect(document.querySelector('button[aria-label="3 likes, Like"]')).toBe(like);
  });

  it('has no likers button while nobody liked it', () => {
    mockFetch({});
    renderApp(<LikeButton response={{ ...response, likesCount: 0 }} />, { user: makeUser() });
    expect(screen.queryByRole('button', { name: 'Show who liked this' })).toBeNull();
  });

  it('announces a like to screen readers once the server has it', async () => {
    mockFetch({ 'POST /api/responses/7/toggle-like': { body: { liked: true, likesCount: 4 } } });
    renderApp(<LikeButton response={response} />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: '3 likes, Like' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Liked. 4 likes'),
    );
  });

  it("offers no like button on the member's own list, only the count", () => {
    mockFetch({});
    renderApp(<LikeButton response={{ ...response, user: { id: 1 } }} />, { user: makeUser({ id: 1 }) });
    expect(screen.queryByRole('button', { name: /Like$/ })).toBeNull();
    expect(screen.getByText('3')).toBeVisible();
  });
});
