import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { ReportDialog } from './report-dialog';

function renderDialog(onOpenChange = vi.fn()) {
  renderApp(
    <ReportDialog open onOpenChange={onOpenChange} responseId={5} questionId={2} authorName="Grace" />,
    { user: makeUser() },
  );
  return onOpenChange;
}

describe('report dialog', () => {
  it('keeps Submit Report disabled until a reason is chosen', async () => {
    mockFetch({});
    renderDialog();
    const submit = screen.getByRole('button', { name: 'Submit Report' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('radio', { name: /Spam/ }));
    expect(submit.disabled).toBe(false);
  });

  it('sends the reason without an empty description, closes and thanks the member', async () => {
    const fetchMock = mockFetch({
      'POST /api/responses/5/report': { status: 201, body: { message: 'ok', id: 1 } },
    });
    const onOpenChange = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Harassment/ }));
    await user.type(screen.getByLabelText(/Details/), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Report submitted')).toBeVisible();
    expect(
      screen.getByText("Thank you for helping keep our community safe. We'll review this report promptly."),
    ).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'harassment' });
  });

  it("shows 'Report failed' with the server's message", async () => {
    mockFetch({
      'POST /api/responses/5/report': {
        status: 409,
        body: { error: 'You have already reported this response' },
      },
    });
    const onOpenChange = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Other/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Report failed')).toBeVisible();
    expect(screen.getByText('You have already reported this response')).toBeVisible();
    await waitFor(() => expect(onOpenChange).not.toHaveBeenCalledWith(false));
  });

  it('sends the description trimmed, then clears the choice and the details', async () => {
    const fetchMock = mockFetch({
      'POST /api/responses/5/report': { status: 201, body: { message: 'ok', id: 2 } },
    });
    renderDialog();
    const user = userEvent.setup();
    const spam = screen.getByRole('radio', { name: /Spam/ }) as HTMLInputElement;
    const details = screen.getByLabelText(/Details/) as HTMLTextAreaElement;
    await user.click(spam);
    await user.type(details, '  posts the same link everywhere  ');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await screen.findByText('Report submitted');
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: 'spam',
      description: 'posts the same link everywhere',
    });
    await waitFor(() => expect(spam.checked).toBe(false));
    expect(details.value).toBe('');
    expect((screen.getByRole('button', { name: 'Submit Report' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
