import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { Comment } from '@/shared/api/social';
import { CommentsPanel } from './comments-panel';

const comment = (id: number, userId: number, displayName: string): Comment => ({
  id,
  content: `Comment ${id}`,
  createdAt: '2026-03-01T00:00:00Z',
  user: { id: userId, username: `user${userId}`, displayName, profilePicture: null },
});
const COMMENTS = 'GET /api/responses/4/comments';
const body = { comments: [comment(1, 1, 'Ada Lovelace'), comment(2, 2, 'Grace Hopper')] };

describe('comments panel', () => {
  // The part loads lazily in the app (decision 030); loaded once here so a busy machine cannot time it out.
  beforeAll(() => import('./comment-form'), 60_000);

  it("offers 'Sign in to comment' to a visitor instead of the form", async () => {
    mockFetch({ [COMMENTS]: { body } });
    renderApp(<CommentsPanel id="c" responseId={4} questionId={1} />, { user: null });
    await screen.findByText('Comment 1');
    expect(screen.getByRole('link', { name: 'Sign in to comment' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText('Write a comment')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete comment/ })).toBeNull();
  });

  it('lets a member delete only their own comments', async () => {
    mockFetch({ [COMMENTS]: { body } });
    renderApp(<CommentsPanel id="c" responseId={4} questionId={1} />, { user: makeUser({ id: 1 }) });
    await screen.findByRole('button', { name: 'Delete comment by Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Delete comment by Grace Hopper' })).toBeNull();
    // The form loads with the panel (decision 030).
    await screen.findByLabelText('Write a comment', {}, { timeout: 5000 });
  });

  it("lets an admin delete anyone's comment", async () => {
    mockFetch({ [COMMENTS]: { body } });
    renderApp(<CommentsPanel id="c" responseId={4} questionId={1} />, {
      user: makeUser({ id: 9, isAdmin: true }),
    });
    expect(await screen.findAllByRole('button', { name: /Delete comment by/ })).toHaveLength(2);
  });
});
