import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { CONFIRMATION_REQUIRED } from './data-deletion-form';
import { DataDeletionScreen } from './data-deletion-screen';

const received =
  'Your data deletion request has been received. We will review it within 5-7 business days and email you.';

describe('data deletion request', () => {
  it('asks for the email, the reason and the confirmation, and sends nothing without them', async () => {
    const fetchMock = mockFetch({});
    renderApp(<DataDeletionScreen />, { user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Email Required')).toBeVisible();
    expect(screen.getByText('Reason Required')).toBeVisible();
    expect(screen.getByText(CONFIRMATION_REQUIRED)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the email and reason, then shows the confirmation screen', async () => {
    const fetchMock = mockFetch({ 'POST /api/data-deletion-request': { body: { message: received } } });
    renderApp(<DataDeletionScreen />, { user: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), ' Grace@Example.com ');
    await user.type(screen.getByLabelText('Reason for deletion'), 'I no longer use the site.');
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Request Submitted')).toBeVisible();
    const heading = screen.getByRole('heading', { name: 'Request Received' });
    const confirmation = heading.closest('section') as HTMLElement;
    expect(within(confirmation).getByText(/review it within 5-7 business days/)).toBeVisible();
    expect(within(confirmation).getByText('grace@example.com')).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      email: 'grace@example.com',
      reason: 'I no longer use the site.',
    });
  });

  it("fills in a Facebook member's made-up address, the only one that finds their account", async () => {
    const fetchMock = mockFetch({ 'POST /api/data-deletion-request': { body: { message: received } } });
    const email = 'facebook-0123456789abcdef01234567@users.invalid';
    renderApp(<DataDeletionScreen />, { user: makeUser({ email }) });
    const box = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(box.value).toBe(email);
    expect(box.readOnly).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reason for deletion'), 'Please delete everything.');
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Request Submitted')).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      email,
      reason: 'Please delete everything.',
    });
  });

  it("says 'Submission Failed' with the reason and keeps the form", async () => {
    mockFetch({
      'POST /api/data-deletion-request': {
        status: 429,
        body: { error: 'Too many requests. Try again later.' },
      },
    });
    renderApp(<DataDeletionScreen />, { user: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
    await user.type(screen.getByLabelText('Reason for deletion'), 'Please remove me.');
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Submission Failed')).toBeVisible();
    expect(screen.getByText('Too many requests. Try again later.')).toBeVisible();
    // The form stays, ready to send again.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Request' }).disabled).toBe(false);
  });

  it('opened from the mailed link, confirms only when the button is pressed, posting the token', async () => {
    const confirmed =
      'Your data deletion request is confirmed. We will review it within 5-7 business days and email you.';
    const fetchMock = mockFetch({
      'POST /api/data-deletion-request/confirm': { body: { message: confirmed } },
    });
    renderApp(<DataDeletionScreen />, { route: '/data-deletion?token=abc_123-XYZ', user: null });
    expect(screen.getByRole('heading', { name: 'Confirm Your Data Deletion Request' })).toBeVisible();
    // Opening the page sends nothing: a mail scanner following the link confirms nothing.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm Request' }));
    expect(await screen.findByRole('heading', { name: 'Request Confirmed' })).toBeVisible();
    expect(screen.getByText(confirmed)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ token: 'abc_123-XYZ' });
  });

  it('says why a used or expired link does not confirm, and offers a new request', async () => {
    const invalid = 'This confirmation link is invalid, has expired or has already been used';
    mockFetch({ 'POST /api/data-deletion-request/confirm': { status: 400, body: { error: invalid } } });
    renderApp(<DataDeletionScreen />, { route: '/data-deletion?token=used', user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(invalid);
    expect(screen.getByRole('link', { name: 'Send a new request' }).getAttribute('href')).toBe(
      '/data-deletion',
    );
  });
});
