import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { AdminQuestion } from '@/shared/api/admin-questions';
import type { AdminResponse } from '@/shared/api/admin-responses';
import { ResponsesTab } from './responses-tab';

const admin = makeUser({ isAdmin: true });
const longTitle = 'Top 5 albums that changed the sound of popular music for an entire generation';

const question = (id: number, title: string): AdminQuestion => ({
  id,
  title,
  description: 'A question to answer.',
  imageUrl: null,
  isTrending: false,
  endDate: null,
  answersCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const response = (id: number, overrides: Partial<AdminResponse> = {}): AdminResponse => ({
  id,
  questionId: 9,
  user: { id: 3, username: 'alan', displayName: 'Alan Turing', profilePicture: null },
  question: { id: 9, title: longTitle },
  answers: ['One', 'Two', 'Three', 'Four', 'Five'],
  answerImages: null,
  isPublic: true,
  isHidden: false,
  version: 1,
  likesCount: 0,
  commentsCount: 0,
  createdAt: '2026-02-01T00:00:00Z',
  ...overrides,
});

const page = (responses: AdminResponse[], limit = 50) => ({
  responses,
  pagination: { page: 1, limit, total: responses.length, totalPages: 1 },
});

const routes = {
  'GET /api/admin/questions?page=1&limit=100': {
    body: {
      questions: [question(9, longTitle), question(4, 'Top 5 Movies')],
      pagination: { page: 1, limit: 100, total: 2, totalPages: 1 },
    },
  },
  'GET /api/admin/responses?page=1&limit=50': {
    body: page([response(1, { isPublic: false }), response(2, { isHidden: true })]),
  },
  'GET /api/admin/responses?page=1&limit=25': { body: page([], 25) },
  'GET /api/admin/responses?page=1&limit=50&questionId=4': { body: page([]) },
};

describe('responses data tab', () => {
  it('loads responses, marking private and hidden ones', async () => {
    mockFetch(routes);
    renderApp(<ResponsesTab />, { user: admin });
    expect(screen.getByText('Loading responses...')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Responses' });
    expect(within(table).getByText('Private')).toBeVisible();
    expect(within(table).getByText('Hidden')).toBeVisible();
  });

  it('cuts question filter labels at 50 characters and filters by question', async () => {
    const fetchMock = mockFetch(routes);
    renderApp(<ResponsesTab />, { user: admin });
    const filter = screen.getByLabelText('Question');
    expect(await within(filter).findByRole('option', { name: `${longTitle.slice(0, 50)}...` })).toBeVisible();
    await userEvent.setup().selectOptions(filter, 'Top 5 Movies');
    expect(await screen.findByText('No responses found')).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/admin/responses?page=1&limit=50&questionId=4',
    );
  });

  it('offers page sizes 25, 50 and 100', async () => {
    const fetchMock = mockFetch(routes);
    renderApp(<ResponsesTab />, { user: admin });
    const size = await screen.findByLabelText('Rows per page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50', '100']);
    await userEvent.setup().selectOptions(size, '25');
    expect(await screen.findByText('No responses found')).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/responses?page=1&limit=25');
  });

  it("downloads the CSV of the chosen question and says 'Export Started'", async () => {
    mockFetch(routes);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderApp(<ResponsesTab />, { user: admin });
    const user = userEvent.setup();
    await within(screen.getByLabelText('Question')).findByRole('option', { name: 'Top 5 Movies' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.selectOptions(screen.getByLabelText('Question'), 'Top 5 Movies');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toEqual([
      '/api/admin/responses?format=csv',
      '/api/admin/responses?format=csv&questionId=4',
    ]);
    expect(screen.getByText('Export Started')).toBeVisible();
  });

  it("deletes a response after confirming and says 'Response deleted successfully'", async () => {
    const fetchMock = mockFetch({
      ...routes,
      'DELETE /api/admin/responses/1': { body: { message: 'Response deleted successfully' } },
    });
    renderApp(<ResponsesTab />, { user: admin });
    const user = userEvent.setup();
    const [first] = await screen.findAllByRole('button', { name: /^Delete Alan Turing's response/ });
    await user.click(first);
    // The dialog loads the first time it opens.
    await user.click(await screen.findByRole('button', { name: 'Delete Response' }));
    expect(await screen.findByText('Response deleted successfully')).toBeVisible();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/admin/responses/1' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
