import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { AdminReport } from '@/shared/api/admin-reports';
import { ReportsScreen } from './reports-screen';

const admin = makeUser({ isAdmin: true });
const person = (id: number, username: string, displayName: string) => ({
  id,
  username,
  displayName,
  profilePicture: null,
});
const approved: AdminReport = {
  id: 5,
  reason: 'spam',
  description: null,
  status: 'approved',
  createdAt: '2026-03-01T10:00:00Z',
  reporter: person(2, 'grace', 'Grace Hopper'),
  response: {
    id: 40,
    questionId: 5,
    answers: ['Buy', 'my', 'stuff', 'at', 'example.com'],
    answerImages: null,
    isPublic: true,
    isHidden: true,
    createdAt: '2026-02-28T10:00:00Z',
    user: person(3, 'spammer', 'Spam Bot'),
    question: { id: 5, title: 'Top 5 Rappers Ever' },
  },
  isHidden: true,
  reviewer: person(1, 'ada', 'Ada Lovelace'),
  reviewedAt: '2026-03-02T10:00:00Z',
  reviewNotes: 'Advertising.',
};
const list = (reports: AdminReport[]) => ({
  reports,
  pagination: { page: 1, limit: 50, total: reports.length, totalPages: 1 },
});

describe('content reports', () => {
  it("starts on Pending Review and says 'No reports found' when there is none", async () => {
    mockFetch({ 'GET /api/admin/reports?status=pending&page=1': { body: list([]) } });
    renderApp(<ReportsScreen />, { route: '/admin/reports', user: admin });
    const filter = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending Review', 'Approved (Hidden)', 'Rejected (Visible)', 'All Reports']);
    expect(filter.value).toBe('pending');
    expect(await screen.findByText('No reports found')).toBeVisible();
  });

  it('shows a reviewed report with its reviewer and notes, and no Review button', async () => {
    mockFetch({
      'GET /api/admin/reports?status=pending&page=1': { body: list([]) },
      'GET /api/admin/reports?status=approved&page=1': { body: list([approved]) },
    });
    renderApp(<ReportsScreen />, { route: '/admin/reports', user: admin });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Approved (Hidden)');
    const card = await screen.findByRole('article', { name: "Report of Spam Bot's Top 5" });
    expect(within(card).getByText('Spam')).toBeVisible();
    expect(within(card).getByText('Hidden')).toBeVisible();
    expect(within(card).getByText('Top 5 Rappers Ever')).toBeVisible();
    expect(within(card).getByText(/Reviewed by Ada Lovelace \(@ada\)/)).toBeVisible();
    expect(within(card).getByText('Advertising.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Review' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/admin/reports?status=approved');
  });
});
