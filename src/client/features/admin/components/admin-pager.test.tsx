import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { AuditEntry } from '@/shared/api/admin-audit';
import { AdminPager } from './admin-pager';
import { AuditLogTab } from './audit-log-tab';

const entry = (id: number): AuditEntry => ({
  id,
  actor: { id: 1, username: 'ada' },
  action: 'question.update',
  target: { type: 'question', id: String(id) },
  summary: `Updated question ${id}`,
  notes: null,
  createdAt: '2026-05-01T10:00:00Z',
});
const page = (page: number, ids: number[], nextCursor: string | null) => ({
  entries: ids.map(entry),
  pagination: { page, limit: 50, total: 1000, totalPages: 20, nextCursor, totalCapped: true },
});

describe('admin pager (decision 043)', () => {
  it("says '1,000+' past the cap, reads the next page from the cursor and the previous one from its own", async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/audit-log?page=1&limit=50': { body: page(1, [3], 'after-3') },
      'GET /api/admin/audit-log?page=2&limit=50&cursor=after-3': { body: page(2, [2], 'after-2') },
      'GET /api/admin/audit-log?page=3&limit=50&cursor=after-2': { body: page(3, [1], null) },
    });
    renderApp(<AuditLogTab />, { user: makeUser({ isAdmin: true }) });
    expect(await screen.findByText('1,000+ entries · Page 1 of 20+')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Updated question 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Updated question 1')).toBeVisible();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Updated question 2')).toBeVisible();
    expect(screen.getByText('1,000+ entries · Page 2 of 20+')).toBeVisible();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith('/api/admin/audit-log'))).toEqual([
      '/api/admin/audit-log?page=1&limit=50',
      '/api/admin/audit-log?page=2&limit=50&cursor=after-3',
      '/api/admin/audit-log?page=3&limit=50&cursor=after-2',
    ]);
  });
});

describe('admin pager counts', () => {
  it.each([
    [1, 'requests', '1 request · Page 1 of 1'],
    [1, 'entries', '1 entry · Page 1 of 1'],
    [2, 'requests', '2 requests · Page 1 of 1'],
  ])('counts %i %s as %s', (total, noun, text) => {
    const pagination = { page: 1, limit: 50, total, totalPages: 1, nextCursor: null, totalCapped: false };
    renderApp(<AdminPager pagination={pagination} noun={noun} onPageChange={() => {}} />, { user: null });
    expect(screen.getByText(text)).toBeVisible();
  });
});
