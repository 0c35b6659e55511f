import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { AdminReport } from '@/shared/api/admin-reports';
import { ReviewReportDialog } from './review-report-dialog';

const admin = makeUser({ isAdmin: true });
const person = (id: number, username: string, displayName: string) => ({
  id,
  username,
  displayName,
  profilePicture: null,
});

const report: AdminReport = {
  id: 11,
  reason: 'harassment',
  description: 'Mocks another member by name',
  status: 'pending',
  createdAt: '2026-03-01T10:00:00Z',
  reporter: person(2, 'grace', 'Grace Hopper'),
  response: {
    id: 40,
    questionId: 5,
    answers: ['A', 'B', 'C', 'D', 'E'],
    answerImages: null,
    isPublic: true,
    isHidden: false,
    createdAt: '2026-02-28T10:00:00Z',
    user: person(3, 'alan', 'Alan Turing'),
    question: { id: 5, title: 'Top 5 Rappers Ever' },
  },
  isHidden: false,
  reviewer: null,
  reviewedAt: null,
  reviewNotes: null,
};

function reviewed(status: 'approved' | 'rejected') {
  return {
    message: 'ok',
    report: {
      ...report,
      status,
      reviewer: person(1, 'ada', 'Ada Lovelace'),
      reviewedAt: '2026-03-02T00:00:00Z',
    },
  };
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>): unknown {
  return JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
}

describe('review report dialog', () => {
  it('shows what was reported and by whom', () => {
    mockFetch({});
    renderApp(<ReviewReportDialog report={report} onClose={vi.fn()} />, { user: admin });
    expect(
      screen.getByText(
        'Harassment: Alan Turing\'s Top 5 for "Top 5 Rappers Ever", reported by Grace Hopper.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Mocks another member by name')).toBeVisible();
  });

  it('approves with the notes trimmed and says so', async () => {
    const fetchMock = mockFetch({ 'PATCH /api/admin/reports/11': { body: reviewed('approved') } });
    const onClose = vi.fn();
    renderApp(<ReviewReportDialog report={report} onClose={onClose} />, { user: admin });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Review notes/), '  Clear harassment.  ');
    await user.click(screen.getByRole('button', { name: 'Approve (Hide Content)' }));
    expect(await screen.findByText('Report approved')).toBeVisible();
    expect(sentBody(fetchMock)).toEqual({ status: 'approved', reviewNotes: 'Clear harassment.' });
    expect(onClose).toHaveBeenCalled();
  });

  it('rejects without notes when they are blank', async () => {
    const fetchMock = mockFetch({ 'PATCH /api/admin/reports/11': { body: reviewed('rejected') } });
    renderApp(<ReviewReportDialog report={report} onClose={vi.fn()} />, { user: admin });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Review notes/), '   ');
    await user.click(screen.getByRole('button', { name: 'Reject (Keep Visible)' }));
    expect(await screen.findByText('Report rejected')).toBeVisible();
    expect(sentBody(fetchMock)).toEqual({ status: 'rejected' });
  });

  it("says 'Review failed' and stays open when the server refuses", async () => {
    mockFetch({
      'PATCH /api/admin/reports/11': {
        status: 409,
        body: { error: 'This report has already been reviewed' },
      },
    });
    const onClose = vi.fn();
    renderApp(<ReviewReportDialog report={report} onClose={onClose} />, { user: admin });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject (Keep Visible)' }));
    expect(await screen.findByText('Review failed')).toBeVisible();
    expect(screen.getByText('Could not review report. Please try again.')).toBeVisible();
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
