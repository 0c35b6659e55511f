import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { QuestionImageInput } from './question-image-input';

function Field() {
  const [value, setValue] = useState('');
  return <QuestionImageInput value={value} onChange={setValue} />;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

describe("admin question form's image", () => {
  it('refuses a file that is not an image before sending it', async () => {
    const fetchMock = mockFetch({});
    renderApp(<Field />, { user: makeUser({ isAdmin: true }) });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Or choose an image file to upload'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('Please choose a JPEG, PNG, GIF or WebP image.')).toBeVisible();
    expect((screen.getByRole('button', { name: 'Upload Image' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the address with the uploaded image', async () => {
    mockFetch({
      'POST /api/upload/question-image': { status: 201, body: { imageUrl: '/uploads/questions/a.webp' } },
    });
    renderApp(<Field />, { user: makeUser({ isAdmin: true }) });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Or choose an image file to upload'), png());
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByDisplayValue('/uploads/questions/a.webp')).toBeVisible();
    expect(await screen.findByText('Image uploaded successfully')).toBeVisible();
  });

  it("shows the server's reason when the upload is refused", async () => {
    mockFetch({
      'POST /api/upload/question-image': { status: 400, body: { error: 'File is not a valid image' } },
    });
    renderApp(<Field />, { user: makeUser({ isAdmin: true }) });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Or choose an image file to upload'), png());
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect((await screen.findAllByText('File is not a valid image')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Image URL')).toHaveProperty('value', '');
  });
});
