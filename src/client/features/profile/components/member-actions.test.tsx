import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { MemberActions } from './member-actions';

const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe("a profile's member menu", () => {
  // The menu loads lazily in the app (decision 030); loaded once here so a busy machine cannot time it out.
  beforeAll(() => import('./member-actions-menu'), 60_000);

  it('mutes at once and says what it does', async () => {
    const fetchMock = mockFetch({ 'POST /api/users/bob/mute': { body: { isMuted: true } } });
    renderApp(<MemberActions username="bob" isBlocked={false} isMuted={false} />, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More actions for @bob' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mute @bob' }));
    await screen.findByText('You muted @bob', {}, { timeout: 5000 });
    expect(sent(fetchMock)).toContain('POST /api/users/bob/mute');
  });

  it('blocks only after the confirm, and sends nothing on Cancel', async () => {
    const fetchMock = mockFetch({ 'POST /api/users/bob/block': { body: { isBlocked: true } } });
    renderApp(<MemberActions username="bob" isBlocked={false} isMuted={false} />, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More actions for @bob' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block @bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block @bob?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(dialog.isConnected).toBe(false);

    await user.click(screen.getByRole('button', { name: 'More actions for @bob' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block @bob' }));
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await screen.findByText('You blocked @bob', {}, { timeout: 5000 });
    expect(sent(fetchMock)).toContain('POST /api/users/bob/block');
  });

  it('offers Unblock and Unmute for a member already blocked and muted', async () => {
    mockFetch({});
    renderApp(<MemberActions username="bob" isBlocked isMuted />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'More actions for @bob' }));
    await screen.findByRole('menuitem', { name: 'Unblock @bob' });
    expect(screen.getByRole('menuitem', { name: 'Unmute @bob' }).textContent).toBe('Unmute @bob');
  });
});
