import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { AnswerForm } from './answer-form';

const existing = {
  answers: ['Breaking Bad', 'The Wire', 'The Sopranos', 'Fleabag', 'Succession'],
  answerImages: null,
  isPublic: true,
  version: 2,
};

const answerBox = (n: number) => screen.getByLabelText(`Answer ${n}`) as HTMLInputElement;

describe('answer form', () => {
  it("refuses four answers with 'Please provide all 5 answers' and sends nothing", async () => {
    const fetchMock = mockFetch({});
    renderApp(<AnswerForm questionId={3} signedIn />, { user: makeUser() });
    const user = userEvent.setup();
    for (const n of [1, 2, 3, 4]) await user.type(answerBox(n), `Pick ${n}`);
    await user.click(screen.getByRole('button', { name: 'Submit My Top 5' }));
    expect(await screen.findByText('Please provide all 5 answers')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens an existing answer in editing mode showing its version, and Cancel Edit returns to new mode', async () => {
    mockFetch({});
    renderApp(<AnswerForm questionId={3} signedIn existing={existing} />, { user: makeUser() });
    expect(screen.getByText('Version 2')).toBeVisible();
    expect(answerBox(1).value).toBe('Breaking Bad');
    expect(answerBox(5).value).toBe('Succession');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(screen.queryByText('Version 2')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Edit' })).toBeNull();
    for (const n of [1, 2, 3, 4, 5]) expect(answerBox(n).value).toBe('');
    expect(screen.getByRole('button', { name: 'Submit My Top 5' })).toBeVisible();
  });

  it("saves an edit as a new version, says 'updated (Version 3)' and clears the entries", async () => {
    const fetchMock = mockFetch({
      'POST /api/questions/3/answer': {
        body: {
          isEdit: true,
          version: 3,
          responseId: 9,
          message: 'Your answers have been updated (Version 3)',
        },
      },
    });
    renderApp(<AnswerForm questionId={3} signedIn existing={existing} />, { user: makeUser() });
    const user = userEvent.setup();
    await user.clear(answerBox(4));
    await user.type(answerBox(4), '  Mad Men ');
    await user.click(screen.getByRole('button', { name: 'Save New Version' }));

    expect(await screen.findByText('Your answers have been updated (Version 3)')).toBeVisible();
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      answers: ['Breaking Bad', 'The Wire', 'The Sopranos', 'Mad Men', 'Succession'],
      answerImages: null,
      isPublic: true,
    });
    await waitFor(() => expect(answerBox(1).value).toBe(''));
    expect(screen.queryByText('Version 2')).toBeNull();
  });

  it("sends a private list when Public is switched off, and greets a first answer as 'submitted successfully'", async () => {
    const fetchMock = mockFetch({
      'POST /api/questions/3/answer': {
        body: {
          isEdit: false,
          version: 1,
          responseId: 4,
          message: 'Your answers have been submitted successfully',
        },
      },
    });
    renderApp(<AnswerForm questionId={3} signedIn />, { user: makeUser() });
    const user = userEvent.setup();
    for (const n of [1, 2, 3, 4, 5]) await user.type(answerBox(n), `Pick ${n}`);
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Submit My Top 5' }));
    expect(await screen.findByText('Your answers have been submitted successfully')).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).isPublic).toBe(false);
  });

  it('keeps a private list private after Cancel Edit and a save: only the switch changes visibility', async () => {
    const fetchMock = mockFetch({
      'POST /api/questions/3/answer': {
        body: {
          isEdit: true,
          version: 3,
          responseId: 9,
          message: 'Your answers have been updated (Version 3)',
        },
      },
    });
    renderApp(<AnswerForm questionId={3} signedIn existing={{ ...existing, isPublic: false }} />, {
      user: makeUser(),
    });
    const user = userEvent.setup();
    expect(screen.getByRole('switch', { name: 'Private' }).getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(screen.getByRole('switch', { name: 'Private' }).getAttribute('aria-checked')).toBe('false');
    for (const n of [1, 2, 3, 4, 5]) await user.type(answerBox(n), `Pick ${n}`);
    await user.click(screen.getByRole('button', { name: 'Submit My Top 5' }));
    expect(await screen.findByText('Your answers have been updated (Version 3)')).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).isPublic).toBe(false);
    // After the save the form still shows the list's own visibility.
    await waitFor(() => expect(answerBox(1).value).toBe(''));
    expect(screen.getByRole('switch', { name: 'Private' }).getAttribute('aria-checked')).toBe('false');
  });

  it("shows 'Error' with the server's message when the save is refused", async () => {
    mockFetch({
      'POST /api/questions/3/answer': { status: 400, body: { error: 'This question has ended' } },
    });
    renderApp(<AnswerForm questionId={3} signedIn existing={existing} />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save New Version' }));
    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getByText('This question has ended')).toBeVisible();
    // A refused save keeps what the member typed.
    expect(answerBox(1).value).toBe('Breaking Bad');
  });

  it('tells a signed-out visitor they must be logged in instead of sending', async () => {
    const fetchMock = mockFetch({});
    renderApp(<AnswerForm questionId={3} signedIn={false} existing={existing} />, { user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save New Version' }));
    expect(await screen.findByText('You must be logged in to submit an answer')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
