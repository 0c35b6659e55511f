import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { LikeButton } from './like-button';

const response = { id: 7, questionId: 1, isLiked: false, likesCount: 3 };

describe('like button on a touch screen', () => {
  it('opens the likers list from its own toggle, without liking', async () => {
    const fetchMock = mockFetch({
      'GET /api/responses/7/likes': {
        body: {
          likers: [1, 2, 3].map((id) => ({
            id,
            username: `fan${id}`,
            displayName: `Fan ${id}`,
            profilePicture: null,
          })),
          total: 3,
        },
      },
    });
    renderApp(<LikeButton response={response} />, { user: makeUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Show who liked this' }));
    expect(await screen.findByText('Liked by 3 people')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('toggle-like'))).toBe(false);
  });

  it('has no toggle while nobody liked it', () => {
    mockFetch({});
    renderApp(<LikeButton response={{ ...response, likesCount: 0 }} />, { user: makeUser() });
    expect(screen.queryByRole('button', { name: 'Show who liked this' })).toBeNull();
  });
});
