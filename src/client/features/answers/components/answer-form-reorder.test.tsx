import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { AnswerForm } from './answer-form';
import { dragAnnouncements } from './reorder-words';

const wirePoster = '/uploads/the-wire.jpg';
const existing = {
  answers: ['Breaking Bad', 'The Wire', 'The Sopranos', 'Fleabag', 'Succession'],
  answerImages: ['', wirePoster, '', '', ''],
  isPublic: true,
  version: 1,
};
const saved = {
  body: { isEdit: true, version: 2, responseId: 9, message: 'Your answers have been updated (Version 2)' },
};
const answerBox = (n: number) => screen.getByLabelText(`Answer ${n}`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5].map((n) => answerBox(n).value);
/** The picture shown in the row of place n (question 2 has a picker, so rows show their pick's image). */
const rowImage = (n: number) => answerBox(n).closest('li')?.querySelector('img')?.getAttribute('src') ?? null;

// Several clicks and a save each: room on a busy machine (the default is 5 s).
describe('reordering the Top 5 without retyping', { timeout: 20_000 }, () => {
  it('moves an answer down with its picture, keeps focus on the same button, and says where it went', async () => {
    const fetchMock = mockFetch({ 'POST /api/questions/2/answer': saved });
    renderApp(<AnswerForm questionId={2} signedIn existing={existing} />, { user: makeUser() });
    const user = userEvent.setup();
    expect(rowImage(2)).toBe(wirePoster);

    await user.click(screen.getByRole('button', { name: 'Move answer 2 down' }));
    expect(values()).toEqual(['Breaking Bad', 'The Sopranos', 'The Wire', 'Fleabag', 'Succession']);
    expect(rowImage(3)).toBe(wirePoster);
    expect(rowImage(2)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move answer 3 down' }));
    expect(screen.getByText('Moved "The Wire" to position 3 of 5.')).toBeVisible();

    // Pressing again keeps moving the same answer.
    await user.keyboard('{Enter}');
    expect(values()).toEqual(['Breaking Bad', 'The Sopranos', 'Fleabag', 'The Wire', 'Succession']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move answer 4 down' }));

    await user.click(screen.getByRole('button', { name: 'Save New Version' }));
    await screen.findByText('Your answers have been updated (Version 2)');
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      answers: ['Breaking Bad', 'The Sopranos', 'Fleabag', 'The Wire', 'Succession'],
      answerImages: ['', '', '', wirePoster, ''],
      isPublic: true,
    });
  });

  it('offers no way up from the first place, and moving to the top leaves focus on Move down', async () => {
    mockFetch({});
    renderApp(<AnswerForm questionId={2} signedIn existing={existing} />, { user: makeUser() });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Move answer 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move answer 5 down' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move answer 2 up' }));
    expect(values().slice(0, 2)).toEqual(['The Wire', 'Breaking Bad']);
    expect(rowImage(1)).toBe(wirePoster);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move answer 1 down' }));
  });

  it('names every drag handle by its place, described by the keyboard instructions', () => {
    mockFetch({});
    renderApp(<AnswerForm questionId={7} signedIn existing={existing} />, { user: makeUser() });
    const form = screen.getByRole('form', { name: 'Your Top 5' });
    for (const n of [1, 2, 3, 4, 5]) {
      const handle = within(form).getByRole('button', { name: `Drag answer ${n}` });
      const described = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toContain('press Space or Enter, then use the up and down arrow keys');
    }
  });
});

describe('drag announcements', () => {
  const order = ['slot-0', 'slot-1', 'slot-2'];
  const answers = ['Heat', '', 'Alien'];
  const words = dragAnnouncements({
    answerOf: (id) => answers[order.indexOf(id)],
    placeOf: (id) => order.indexOf(id) + 1,
  });

  it('says what was picked up, where it is over, where it dropped, and where it went back to', () => {
    const active = { id: 'slot-2' };
    expect(words.onDragStart({ active })).toBe('Picked up "Alien", at position 3 of 5.');
    // Over its own place right after the pick-up: nothing to say yet.
    expect(words.onDragOver({ active, over: { id: 'slot-2' } })).toBeUndefined();
    expect(words.onDragOver({ active, over: { id: 'slot-0' } })).toBe('"Alien" is now at position 1 of 5.');
    expect(words.onDragOver({ active, over: { id: 'slot-2' } })).toBe('"Alien" is now at position 3 of 5.');
    expect(words.onDragEnd({ active, over: { id: 'slot-0' } })).toBe('Dropped "Alien" at position 1 of 5.');
    expect(words.onDragCancel({ active })).toBe('Cancelled. "Alien" is back at position 3 of 5.');
    expect(words.onDragStart({ active: { id: 'slot-1' } })).toBe(
      'Picked up an empty answer, at position 2 of 5.',
    );
  });
});
