import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { LikeButton } from './like-button';
import { commentsButtonName, likeButtonName } from './social-names';

describe('names of the like and comments buttons', () => {
  it('start with the count the button shows, abbreviated as shown', () => {
    expect(likeButtonName(1)).toBe('1 like, Like');
    expect(likeButtonName(1234)).toBe('1.2K likes, Like');
    expect(commentsButtonName(0)).toBe('0 comments');
    expect(commentsButtonName(1)).toBe('1 comment');
  });

  it('keep the name when liking and tell the state by aria-pressed', async () => {
    mockFetch({ 'POST /api/responses/7/toggle-like': { body: { liked: true, likesCount: 4 } } });
    renderApp(<LikeButton response={{ id: 7, questionId: 1, isLiked: false, likesCount: 3 }} />, {
      user: makeUser(),
    });
    const like = screen.getByRole('button', { name: '3 likes, Like', pressed: false });
    expect(like.textContent).toBe('3');
    fireEvent.click(like);
    await waitFor(() => screen.getByRole('button', { name: '4 likes, Like', pressed: true }));
  });
});
