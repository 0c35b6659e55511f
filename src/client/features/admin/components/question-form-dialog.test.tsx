import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { AdminQuestion } from '@/shared/api/admin-questions';
import { localDay } from './admin-format';
import { QuestionFormDialog } from './question-form-dialog';

const admin = makeUser({ isAdmin: true });

const existing: AdminQuestion = {
  id: 7,
  title: 'Top 5 Movies of the 90s',
  description: 'The best films released between 1990 and 1999.',
  imageUrl: 'https://example.com/movies.jpg',
  isTrending: false,
  endDate: '2099-06-30T21:59:59.999Z',
  answersCount: 12,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function sentBody(fetchMock: ReturnType<typeof mockFetch>, index = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body));
}

function inAYear(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return localDay(date);
}

describe('admin question form', () => {
  it("shows the admin form's messages and sends nothing", async () => {
    const fetchMock = mockFetch({});
    renderApp(<QuestionFormDialog open onOpenChange={vi.fn()} question={null} />, { user: admin });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Top');
    await user.click(screen.getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Title must be at least 5 characters')).toBeVisible();
    expect(screen.getByText('Description must be at least 10 characters')).toBeVisible();
    expect(screen.getByText('Image URL is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a future end date once Set End Date is ticked', async () => {
    const fetchMock = mockFetch({});
    renderApp(<QuestionFormDialog open onOpenChange={vi.fn()} question={null} />, { user: admin });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Top 5 Rappers Ever');
    await user.type(screen.getByLabelText('Description'), 'Who holds the crown in hip hop?');
    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/mic.jpg');
    await user.click(screen.getByRole('checkbox', { name: 'Set End Date' }));
    await user.click(screen.getByRole('button', { name: 'Create Question' }));
    expect(
      await screen.findByText('End date is required when enabled and must be in the future'),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the date when Set End Date is unticked and creates a trending question with no end date', async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/questions': { status: 201, body: { ...existing, id: 8 } },
    });
    const onOpenChange = vi.fn();
    renderApp(<QuestionFormDialog open onOpenChange={onOpenChange} question={null} />, { user: admin });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), '  Top 5 Rappers Ever ');
    await user.type(screen.getByLabelText('Description'), 'Who holds the crown in hip hop?');
    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/mic.jpg');
    await user.click(screen.getByRole('checkbox', { name: 'Trending' }));
    await user.click(screen.getByRole('checkbox', { name: 'Set End Date' }));
    await user.type(screen.getByLabelText('End date'), inAYear());
    await user.click(screen.getByRole('checkbox', { name: 'Set End Date' }));
    expect(screen.queryByLabelText('End date')).toBeNull();
    // Ticked again, the day it held is gone.
    await user.click(screen.getByRole('checkbox', { name: 'Set End Date' }));
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('checkbox', { name: 'Set End Date' }));
    await user.click(screen.getByRole('button', { name: 'Create Question' }));

    expect(await screen.findByText('Question created successfully')).toBeVisible();
    expect(sentBody(fetchMock)).toEqual({
      title: 'Top 5 Rappers Ever',
      description: 'Who holds the crown in hip hop?',
      imageUrl: 'https://example.com/mic.jpg',
      isTrending: true,
      hasEndDate: false,
      endDate: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('edits a question with its end date, sent as the end of the chosen day', async () => {
    const fetchMock = mockFetch({ 'PUT /api/admin/questions/7': { body: existing } });
    renderApp(<QuestionFormDialog open onOpenChange={vi.fn()} question={existing} />, { user: admin });
    const user = userEvent.setup();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(existing.title);
    expect(screen.getByRole('checkbox', { name: 'Set End Date' }).getAttribute('aria-checked')).toBe('true');
    const day = inAYear();
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), day);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Question updated successfully')).toBeVisible();
    const [y, m, d] = day.split('-').map(Number);
    expect(sentBody(fetchMock)).toMatchObject({
      title: existing.title,
      hasEndDate: true,
      endDate: new Date(y, m - 1, d, 23, 59, 59, 999).toISOString(),
    });
  });

  it('saves an edit of a question with no image shown, leaving the image empty to keep it', async () => {
    const fetchMock = mockFetch({ 'PUT /api/admin/questions/7': { body: { ...existing, imageUrl: null } } });
    renderApp(<QuestionFormDialog open onOpenChange={vi.fn()} question={{ ...existing, imageUrl: null }} />, {
      user: admin,
    });
    const user = userEvent.setup();
    expect((screen.getByLabelText('Image URL') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Question updated successfully')).toBeVisible();
    expect(screen.queryByText('Image URL is required')).toBeNull();
    expect(sentBody(fetchMock)).toMatchObject({ title: `${existing.title}!`, imageUrl: null });
  });

  it("says 'Failed to update question' with the server's reason and stays open", async () => {
    mockFetch({ 'PUT /api/admin/questions/7': { status: 404, body: { error: 'Question not found' } } });
    const onOpenChange = vi.fn();
    renderApp(<QuestionFormDialog open onOpenChange={onOpenChange} question={existing} />, { user: admin });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Set End Date' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update question')).toBeVisible();
    expect(screen.getByText('Question not found')).toBeVisible();
    await waitFor(() => expect(onOpenChange).not.toHaveBeenCalled());
  });
});
