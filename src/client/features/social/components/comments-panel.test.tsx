import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { Response } from '@/shared/api/responses';
import type { Comment, CommentPage } from '@/shared/api/social';
import { CommentsPanel } from './comments-panel';
import { ResponseSocialBar } from './response-social-bar';

const comment = (id: number, userId: number, displayName: string): Comment => ({
  id,
  content: `Comment ${id}`,
  createdAt: '2026-03-01T00:00:00Z',
  editedAt: null,
  user: { id: userId, username: `user${userId}`, displayName, profilePicture: null },
});
const COMMENTS = 'GET /api/responses/4/comments?page=1&limit=20';
const body: CommentPage = {
  comments: [comment(1, 1, 'Ada Lovelace'), comment(2, 2, 'Grace Hopper')],
  pagination: { page: 1, limit: 20, total: 2, totalPages: 1, nextCursor: null },
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A response's comments as the server keeps them, 20 a page: page 1, then page 2 after the first page's cursor.
 * Starts with comments 1 to 25 by Grace Hopper (user 2); `all` changes as the test posts and deletes.
 */
function commentsServer() {
  const all = range(1, 25).map((id) => comment(id, 2, 'Grace Hopper'));
  const pageOf = (number: 1 | 2): CommentPage => ({
    comments: number === 1 ? all.slice(0, 20) : all.slice(20),
    pagination: {
      page: number,
      limit: 20,
      total: all.length,
      totalPages: Math.ceil(all.length / 20),
      nextCursor: number === 1 ? 'after-20' : null,
    },
  });
  return {
    all,
    routes: { [COMMENTS]: () => ({ body: pageOf(1) }), [PAGE_2]: () => ({ body: pageOf(2) }) },
  };
}
const PAGE_2 = 'GET /api/responses/4/comments?page=2&limit=20&cursor=after-20';

const response: Response = {
  id: 4,
  questionId: 1,
  user: { id: 7, username: 'author', displayName: 'The Author', profilePicture: null },
  question: { id: 1, title: 'Top 5 films' },
  answers: ['Alien', 'Heat', 'Jaws', 'Up', 'Ran'],
  answerImages: null,
  isPublic: true,
  isHidden: false,
  version: 1,
  likesCount: 0,
  isLiked: false,
  commentsCount: 25,
  createdAt: '2026-03-01T00:00:00Z',
};

const listed = () =>
  within(screen.getByRole('region', { name: 'Comments' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('comments panel', () => {
  // The part loads lazily in the app (decision 030); loaded once here so a busy machine cannot time it out.
  beforeAll(() => import('./comment-form'), 60_000);

  it("offers 'Sign in to comment' to a visitor instead of the form", async () => {
    mockFetch({ [COMMENTS]: { body } });
    renderApp(<CommentsPanel id="c" responseId={4} questionId={1} responseUserId={99} />, { user: null });
    await screen.findByText('Comment 1');
    expect(screen.getByRole('link', { name: 'Sign in to comment' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText('Write a comment')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete comment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
  });

  it('lets a member delete only their own comments', async () => {
    mockFetch({ [COMMENTS]: { body } });
    renderApp(<CommentsPanel id="c" responseId={4} questionId={1} responseUserId={99} />, {
      user: makeUser({ id: 1 }),
    });
    await screen.findByRole('button', { name: 'Delete comment by Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Delete comment by Grace Hopper' })).toBeNull();
    // The form loads with the panel (decision 030).
    await screen.findByLabelText('Write a comment', {}, { timeout: 5000 });
  });

  it("lets an admin delete anyone's comment", async () => {
    mockFetch({ [COMMENTS]: { body } });
    renderApp(<CommentsPanel id="c" responseId={4} questionId={1} responseUserId={99} />, {
      user: makeUser({ id: 9, isAdmin: true }),
    });
    expect(await screen.findAllByRole('button', { name: /Delete comment by/ })).toHaveLength(2);
  });
});

describe('Show more comments', () => {
  it('loads the next page from the cursor below the first, moves focus to its first comment, and goes at the end', async () => {
    const fetchMock = mockFetch(commentsServer().routes);
    renderApp(<CommentsPanel id="c" responseId={4} questionId={1} responseUserId={99} />, { user: null });
    const more = await screen.findByRole('button', { name: 'Show more comments' });
    expect(listed()).toEqual(range(1, 20).map((id) => `Comment ${id}`));

    // By keyboard: Tab to the button, Enter.
    const keys = userEvent.setup();
    more.focus();
    await keys.keyboard('{Enter}');
    await screen.findByText('Comment 25');
    expect(listed()).toEqual(range(1, 25).map((id) => `Comment ${id}`));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Comment 21'));
    expect(document.activeElement?.tagName).toBe('LI');
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/responses/4/comments?page=1&limit=20',
      '/api/responses/4/comments?page=2&limit=20&cursor=after-20',
    ]);
  });

  it('keeps the button and says so when the next page fails, and loads it on a second try', async () => {
    let fail = true;
    const server = commentsServer();
    mockFetch({
      ...server.routes,
      [PAGE_2]: () =>
        fail ? { status: 503, body: { error: 'Service unavailable' } } : server.routes[PAGE_2](),
    });
    renderApp(<CommentsPanel id="c" responseId={4} questionId={1} responseUserId={99} />, { user: null });
    const keys = userEvent.setup();
    await keys.click(await screen.findByRole('button', { name: 'Show more comments' }));
    await screen.findByText('Could not load more comments. Please try again.');
    fail = false;
    await keys.click(screen.getByRole('button', { name: 'Show more comments' }));
    await screen.findByText('Comment 25');
  });

  it('shows a comment posted before the last page at once, last, and once only after that page loads', async () => {
    const mine = { ...comment(26, 1, 'Ada Lovelace'), content: 'Mine' };
    const server = commentsServer();
    mockFetch({
      ...server.routes,
      'POST /api/responses/4/comments': () => {
        server.all.push(mine);
        return { status: 201, body: mine };
      },
    });
    renderApp(<ResponseSocialBar response={response} />, { user: makeUser({ id: 1 }) });
    const keys = userEvent.setup();
    // The count is the stored count of all 25, not the 20 loaded.
    await keys.click(screen.getByRole('button', { name: '25 comments' }));
    await screen.findByRole('button', { name: 'Show more comments' });
    await keys.type(await screen.findByLabelText('Write a comment', {}, { timeout: 5000 }), 'Mine{Enter}');

    await screen.findByText('Mine');
    expect(listed().at(-1)).toBe('Mine');
    expect(listed()).toHaveLength(21);
    await screen.findByRole('button', { name: '26 comments' });

    await keys.click(screen.getByRole('button', { name: 'Show more comments' }));
    await screen.findByText('Comment 25');
    expect(listed()).toEqual([...range(1, 25).map((id) => `Comment ${id}`), 'Mine']);
    expect(screen.getByRole('button', { name: '26 comments' })).toBeVisible();
  });

  it('deletes a comment of a later page, and counts it out', async () => {
    const server = commentsServer();
    mockFetch({
      ...server.routes,
      'DELETE /api/comments/23': () => {
        server.all.splice(22, 1);
        return { body: { message: 'Comment deleted' } };
      },
    });
    renderApp(<ResponseSocialBar response={response} />, { user: makeUser({ id: 2 }) });
    const keys = userEvent.setup();
    await keys.click(screen.getByRole('button', { name: '25 comments' }));
    await keys.click(await screen.findByRole('button', { name: 'Show more comments' }));
    await screen.findByText('Comment 23');
    const item = screen.getByText('Comment 23').closest('li') as HTMLElement;
    await keys.click(within(item).getByRole('button', { name: 'Delete comment by Grace Hopper' }));
    await waitFor(() => expect(screen.queryByText('Comment 23')).toBeNull());
    await screen.findByRole('button', { name: '24 comments' });
  });
});
