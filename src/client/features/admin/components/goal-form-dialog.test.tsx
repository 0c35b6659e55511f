import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { UserGoal } from '@/shared/api/admin-goals';
import { GoalFormDialog } from './goal-form-dialog';

const admin = makeUser({ isAdmin: true });
const goal: UserGoal = {
  id: 3,
  targetCount: 100,
  achieved: false,
  status: 'in_progress',
  createdAt: '2026-01-01T00:00:00Z',
  achievedAt: null,
};

describe('user goal form', () => {
  it("counts an empty target as 0 and refuses it with 'Target must be at least 1'", async () => {
    const fetchMock = mockFetch({});
    renderApp(<GoalFormDialog open onOpenChange={vi.fn()} goal={null} />, { user: admin });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Target must be at least 1')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a goal with the number typed', async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/user-goals': { status: 201, body: { ...goal, id: 4, targetCount: 500 } },
    });
    const onOpenChange = vi.fn();
    renderApp(<GoalFormDialog open onOpenChange={onOpenChange} goal={null} />, { user: admin });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Target members'), '500');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('User goal created successfully')).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ targetCount: 500 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'Failed to update user goal' with the server's reason", async () => {
    mockFetch({
      'PUT /api/admin/user-goals/3': { status: 409, body: { error: 'An achieved goal cannot be edited' } },
    });
    renderApp(<GoalFormDialog open onOpenChange={vi.fn()} goal={goal} />, { user: admin });
    const user = userEvent.setup();
    const input = screen.getByLabelText('Target members') as HTMLInputElement;
    expect(input.value).toBe('100');
    await user.clear(input);
    await user.type(input, '150');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user goal')).toBeVisible();
    expect(screen.getByText('An achieved goal cannot be edited')).toBeVisible();
  });
});
