import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { Question } from '@/shared/api/questions';
import type { Response, ResponsePage } from '@/shared/api/responses';
import { QuestionRoute } from './question';

const question: Question = {
  id: 3,
  title: 'Top 5 Movies of All Time',
  description: 'Which five films would you take to a desert island?',
  imageUrl: null,
  isTrending: true,
  endDate: null,
  answersCount: 12,
  createdAt: '2026-05-01T00:00:00Z',
  topResults: [],
};

function response(id: number): Response {
  return {
    id,
    questionId: 3,
    user: { id: id + 100, username: `member${id}`, displayName: `Member ${id}`, profilePicture: null },
    question: { id: 3, title: question.title },
    answers: ['Alien', 'Heat', 'Jaws', 'Up', 'Ran'],
    answerImages: null,
    isPublic: true,
    isHidden: false,
    version: 1,
    likesCount: 0,
    isLiked: false,
    commentsCount: 0,
    createdAt: '2026-05-02T00:00:00Z',
  };
}

function page(ids: number[], pageNumber: number, totalPages: number): ResponsePage {
  return {
    responses: ids.map(response),
    pagination: {
      page: pageNumber,
      limit: 10,
      total: totalPages * 10,
      totalPages,
      nextCursor: pageNumber < totalPages ? `after-${ids[ids.length - 1]}` : null,
    },
  };
}

const baseRoutes = {
  'GET /api/questions/3': { body: question },
  'GET /api/questions/3/results': {
    body: { questionId: 3, totalResponses: 12, results: [{ item: 'Jaws', percentage: 75, points: 40 }] },
  },
  'GET /api/questions/3/my-answer': {
    body: {
      hasAnswered: true,
      answer: {
        answers: ['Alien', 'Heat', 'Jaws', 'Up', 'Ran'],
        answerImages: null,
        isPublic: true,
        version: 2,
      },
    },
  },
};

function renderQuestion(route: string) {
  return renderApp(
    <Routes>
      <Route path="/question/:id" element={<QuestionRoute />} />
    </Routes>,
    { route, user: makeUser() },
  );
}

describe('question page', () => {
  // The part loads lazily in the app (decision 030); loaded once here so a busy machine cannot time it out.
  beforeAll(() => import('@/client/features/answers/components/answer-form'), 60_000);

  it('follows a #response- link: hides the form, loads pages until the response is there and highlights it', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/questions/3/responses?page=1&limit=10': {
        body: page([60, 59, 58, 57, 56, 55, 54, 53, 52, 51], 1, 2),
      },
      'GET /api/questions/3/responses?page=2&limit=10&cursor=after-51': { body: page([50, 42], 2, 2) },
    });
    renderQuestion('/question/3#response-42');
    expect(screen.getByText('Loading question...')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edit My Answer' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save New Version' })).toBeNull();

    // Generous waits: two pages load first, and a loaded machine is slow.
    await waitFor(() => expect(document.getElementById('response-42')?.dataset.highlighted).toBe('true'), {
      timeout: 8000,
    });
    // The highlight lasts 3 s.
    await waitFor(() => expect(document.getElementById('response-42')?.dataset.highlighted).toBeUndefined(), {
      timeout: 8000,
    });
  }, 30_000);

  it('opens the form in editing mode with the version when Edit My Answer is pressed', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/questions/3/responses?page=1&limit=10': { body: page([42], 1, 1) },
    });
    renderQuestion('/question/3#response-42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit My Answer' }));
    // The form loads for members only (decision 030).
    expect(await screen.findByText('Version 2', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
  });

  it('shows a clear not-found state for a question that does not exist', async () => {
    mockFetch({ 'GET /api/questions/999': { status: 404, body: { error: 'Question not found' } } });
    renderQuestion('/question/999');
    expect(await screen.findByRole('heading', { name: 'Question not found' })).toBeVisible();
  });
});
