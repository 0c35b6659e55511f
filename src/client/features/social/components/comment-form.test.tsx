import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { CommentForm } from './comment-form';

const posted = {
  id: 9,
  content: 'Great list',
  createdAt: '2026-03-01T00:00:00Z',
  user: { id: 1, username: 'ada', displayName: 'Ada Lovelace', profilePicture: null },
};

describe('comment form', () => {
  it('sends on Enter and clears the box', async () => {
    const fetchMock = mockFetch({ 'POST /api/responses/3/comments': { status: 201, body: posted } });
    renderApp(<CommentForm responseId={3} questionId={1} />, { user: makeUser() });
    const box = screen.getByLabelText('Write a comment') as HTMLTextAreaElement;
    await userEvent.setup().type(box, '  Great list  {Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ content: 'Great list' });
    await waitFor(() => expect(box.value).toBe(''));
    // Screen readers hear that it went.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Comment posted'),
    );
  });

  it('starts a new line on Shift+Enter without sending', async () => {
    const fetchMock = mockFetch({});
    renderApp(<CommentForm responseId={3} questionId={1} />, { user: makeUser() });
    const box = screen.getByLabelText('Write a comment') as HTMLTextAreaElement;
    await userEvent.setup().type(box, 'first{Shift>}{Enter}{/Shift}second');
    expect(box.value).toBe('first\nsecond');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps send disabled while the text is blank', async () => {
    const fetchMock = mockFetch({});
    renderApp(<CommentForm responseId={3} questionId={1} />, { user: makeUser() });
    const send = screen.getByRole('button', { name: 'Send comment' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.setup().type(screen.getByLabelText('Write a comment'), '   {Enter}');
    expect(send.disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
