import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { ProfileUser } from '@/shared/api/users';
import { AboutTab } from './about-tab';

const ada: ProfileUser = { ...makeUser({ bio: 'Counting engines' }), isFollowing: false };

/** The message tied to a field (aria-describedby), as a screen reader announces it with the field. */
function fieldMessage(label: string): string | null {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return (
    ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim() || null
  );
}

async function openEditor() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  // The form loads when editing starts (decision 030).
  await screen.findByLabelText('Display name', {}, { timeout: 5000 });
  return user;
}

describe('about tab', () => {
  // The part loads lazily in the app (decision 030); loaded once here so a busy machine cannot time it out.
  beforeAll(() => import('./edit-about'), 60_000);

  it('offers Edit to the owner only', () => {
    mockFetch({});
    renderApp(<AboutTab profile={ada} isOwner={false} />, { user: makeUser({ id: 2, username: 'grace' }) });
    screen.getByText('Counting engines');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("shows the shared schema's messages and sends nothing", async () => {
    const fetchMock = mockFetch({});
    renderApp(<AboutTab profile={ada} isOwner />, { user: makeUser() });
    const user = await openEditor();
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'A');
    await user.clear(screen.getByLabelText('Bio'));
    await user.paste('x'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Display name must be at least 2 characters');
    expect(fieldMessage('Display name')).toBe('Display name must be at least 2 characters');
    expect(fieldMessage('Bio')).toBe('Bio must be at most 300 characters');
    // Only the owner's Blocked and muted list is read; the form sends nothing.
    const sent = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(sent.filter((call) => call !== 'GET /api/users/me/blocks')).toEqual([]);
  });

  it("counts the bio's characters as they are typed", async () => {
    mockFetch({});
    renderApp(<AboutTab profile={ada} isOwner />, { user: makeUser() });
    const user = await openEditor();
    expect(fieldMessage('Bio')).toBe('16/300 characters');
    await user.type(screen.getByLabelText('Bio'), '!!');
    expect(fieldMessage('Bio')).toBe('18/300 characters');
  });

  it("saves the trimmed details, says 'Profile updated' and closes the form", async () => {
    const fetchMock = mockFetch({
      'PATCH /api/users/profile': { body: { user: makeUser({ displayName: 'Ada King', bio: null }) } },
    });
    renderApp(<AboutTab profile={ada} isOwner />, { user: makeUser() });
    const user = await openEditor();
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), '  Ada King ');
    await user.clear(screen.getByLabelText('Bio'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated');
    expect(screen.queryByRole('heading', { name: 'Edit About' })).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/users/profile') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Ada King', bio: null });
  });

  it("says 'Update failed' with the server's message", async () => {
    mockFetch({
      'PATCH /api/users/profile': {
        status: 400,
        body: { error: 'Display name must be at most 50 characters' },
      },
    });
    renderApp(<AboutTab profile={ada} isOwner />, { user: makeUser() });
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Update failed');
    screen.getByText('Display name must be at most 50 characters');
    // The form stays open with what was typed, so nothing is lost.
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Ada Lovelace');
  });
});
