import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { Movie } from '@/shared/api/catalog';
import { AnswerForm } from './answer-form';

const poster = 'https://image.tmdb.org/t/p/w342/inception.jpg';
const inception: Movie = {
  id: '27205',
  title: 'Inception',
  posterUrl: poster,
  releaseDate: '2010-07-15',
  rating: 8.4,
  overview: 'Dreams within dreams.',
  tmdbUrl: null,
};
const saved = {
  body: {
    isEdit: false,
    version: 1,
    responseId: 5,
    message: 'Your answers have been submitted successfully',
  },
};
const answerBox = (n: number) => screen.getByLabelText(`Answer ${n}`) as HTMLInputElement;

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => init?.method === 'POST' && String(url).endsWith('/answer'),
  );
  return JSON.parse(String(call?.[1]?.body));
}

async function pickInception(user: ReturnType<typeof userEvent.setup>, slot: number) {
  await user.click(screen.getByRole('button', { name: `Search movies for answer ${slot}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Search Movies' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Search movies' }), 'incep');
  await user.click(await within(dialog).findByRole('button', { name: 'Inception' }));
}

// Searches wait 300 ms before they start: give them room on a busy machine (the default wait is 1 s).
configure({ asyncUtilTimeout: 4000 });

describe('answer form with a picker', { timeout: 20_000 }, () => {
  it('fills a slot and its image from the movie picker on question 3, and sends both', async () => {
    const fetchMock = mockFetch({
      'GET /api/tmdb/movies/search?query=incep': { body: { movies: [inception], source: 'tmdb' } },
      'POST /api/questions/3/answer': saved,
    });
    renderApp(<AnswerForm questionId={3} signedIn />, { user: makeUser() });
    const user = userEvent.setup();
    await pickInception(user, 2);

    expect(await screen.findByText('"Inception" added to #2')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answerBox(2).value).toBe('Inception');

    for (const [n, title] of [
      [1, 'Heat'],
      [3, 'Alien'],
      [4, 'Jaws'],
      [5, 'Up'],
    ] as const) {
      await user.click(answerBox(n));
      await user.paste(title);
    }
    await user.click(screen.getByRole('button', { name: 'Submit My Top 5' }));
    await screen.findByText('Your answers have been submitted successfully');
    expect(sentBody(fetchMock)).toEqual({
      answers: ['Heat', 'Inception', 'Alien', 'Jaws', 'Up'],
      answerImages: ['', poster, '', '', ''],
      isPublic: true,
    });
  });

  it("opens the picker on the slot's own text, so a typed name can be looked up", async () => {
    const fetchMock = mockFetch({
      'GET /api/tmdb/movies/search?query=incep': { body: { movies: [inception], source: 'tmdb' } },
    });
    renderApp(<AnswerForm questionId={3} signedIn />, { user: makeUser() });
    const user = userEvent.setup();
    await user.type(answerBox(1), 'incep');
    await user.click(screen.getByRole('button', { name: 'Search movies for answer 1' }));
    expect((screen.getByRole('searchbox', { name: 'Search movies' }) as HTMLInputElement).value).toBe(
      'incep',
    );
    expect(await screen.findByRole('button', { name: 'Inception' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops the image when the member types over a picked item', async () => {
    const fetchMock = mockFetch({
      'GET /api/tmdb/movies/search?query=incep': { body: { movies: [inception], source: 'tmdb' } },
      'POST /api/questions/3/answer': saved,
    });
    renderApp(<AnswerForm questionId={3} signedIn />, { user: makeUser() });
    const user = userEvent.setup();
    await pickInception(user, 1);
    await waitFor(() => expect(answerBox(1).value).toBe('Inception'));
    await user.type(answerBox(1), ' 2');
    for (const n of [2, 3, 4, 5]) {
      await user.click(answerBox(n));
      await user.paste(`Film ${n}`);
    }
    await user.click(screen.getByRole('button', { name: 'Submit My Top 5' }));
    await screen.findByText('Your answers have been submitted successfully');
    expect(sentBody(fetchMock)).toMatchObject({
      answers: ['Inception 2', 'Film 2', 'Film 3', 'Film 4', 'Film 5'],
      answerImages: null,
    });
  });

  it('keeps the images of an existing answer when it is edited', async () => {
    const images = ['/uploads/a.jpg', '', 'https://i.scdn.co/image/x.jpg', '', ''];
    const fetchMock = mockFetch({ 'POST /api/questions/4/answer': saved });
    renderApp(
      <AnswerForm
        questionId={4}
        signedIn
        existing={{
          answers: ['Queen', 'ABBA', 'Drake', 'Adele', 'Prince'],
          answerImages: images,
          isPublic: true,
          version: 1,
        }}
      />,
      { user: makeUser() },
    );
    const user = userEvent.setup();
    // Question 4 uses the artist picker; our own image shows, a third party's is a placeholder.
    expect(screen.getByRole('button', { name: 'Search artists for answer 1' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Your Top 5' });
    expect(Array.from(form.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/a.jpg',
    ]);

    await user.clear(answerBox(5));
    await user.type(answerBox(5), 'Bowie');
    await user.click(screen.getByRole('button', { name: 'Save New Version' }));
    await screen.findByText('Your answers have been submitted successfully');
    expect(sentBody(fetchMock)).toEqual({
      answers: ['Queen', 'ABBA', 'Drake', 'Adele', 'Bowie'],
      answerImages: images,
      isPublic: true,
    });
  });

  it('offers no picker on a question outside 1 to 5', () => {
    mockFetch({});
    renderApp(<AnswerForm questionId={7} signedIn />, { user: makeUser() });
    expect(screen.queryByRole('button', { name: /^Search/ })).toBeNull();
  });

  it.each([
    [1, 'athletes'],
    [2, 'TV shows'],
    [3, 'movies'],
    [5, 'artists'],
  ])('question %i searches %s', (questionId, noun) => {
    mockFetch({});
    renderApp(<AnswerForm questionId={questionId} signedIn />, { user: makeUser() });
    expect(
      screen.getAllByRole('button', { name: new RegExp(`^Search ${noun} for answer \\d$`) }),
    ).toHaveLength(5);
  });
});
