import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { Liker } from '@/shared/api/social';
import { LikersList } from './likers-list';

const likers = (n: number): Liker[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    username: `fan${i + 1}`,
    displayName: `Fan ${i + 1}`,
    profilePicture: null,
  }));

describe('likers list', () => {
  it("says 'No likes yet' at 0 likes and asks the server nothing", () => {
    const fetchMock = mockFetch({});
    renderApp(<LikersList responseId={7} count={0} open />, { user: null });
    expect(screen.getByText('No likes yet')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads nothing while closed', () => {
    const fetchMock = mockFetch({
      'GET /api/responses/7/likes': { body: { likers: likers(2), total: 2, nextCursor: null } },
    });
    renderApp(<LikersList responseId={7} count={2} open={false} />, { user: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Loading...' and then a single liker", async () => {
    mockFetch({ 'GET /api/responses/7/likes': { body: { likers: likers(1), total: 1, nextCursor: null } } });
    renderApp(<LikersList responseId={7} count={1} open />, { user: null });
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(await screen.findByRole('link', { name: /Fan 1/ })).toBeVisible();
    expect(screen.queryByText(/more\.\.\./)).toBeNull();
  });

  it("lists the first 10, then 'Show 3 more' brings the other three, and nothing more is offered", async () => {
    const all = likers(13);
    mockFetch({
      'GET /api/responses/7/likes': { body: { likers: all.slice(0, 10), total: 13, nextCursor: 'abc' } },
      'GET /api/responses/7/likes?cursor=abc': {
        body: { likers: all.slice(10), total: 13, nextCursor: null },
      },
    });
    renderApp(<LikersList responseId={7} count={13} open />, { user: makeUser() });
    const more = await screen.findByRole('button', { name: 'Show 3 more' });
    expect(screen.getAllByRole('link')).toHaveLength(10);
    await userEvent.setup().click(more);
    expect((await screen.findByRole('link', { name: /Fan 13/ })).textContent).toContain('@fan13');
    expect(screen.getAllByRole('link')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: /Show .* more/ })).toBeNull();
  });

  it("says 'No users found' when the likers are gone", async () => {
    mockFetch({ 'GET /api/responses/7/likes': { body: { likers: [], total: 0, nextCursor: null } } });
    renderApp(<LikersList responseId={7} count={3} open />, { user: null });
    expect(await screen.findByText('No users found')).toBeVisible();
  });
});
