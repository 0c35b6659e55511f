import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A list whose rows each open a dialog; the dialog's button deletes the row that opened it. */
function Rows() {
  const [rows, setRows] = useState(['First', 'Second']);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <main>
      <h1>Rows</h1>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <button type="button" onClick={() => setOpen(row)}>{`Delete ${row}`}</button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent>
          <DialogTitle>Delete?</DialogTitle>
          <button
            type="button"
            onClick={() => {
              setRows((list) => list.filter((row) => row !== open));
              setOpen(null);
            }}
          >
            Confirm
          </button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('closing a dialog', () => {
  it('returns focus to the button that opened it (a dialog opened from state, with no trigger)', async () => {
    render(<Rows />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Second' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    // Focus moves into the dialog once it is ready (its lazy part loaded and painted).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Second' })),
    );
  });

  it('goes to the next control nearby when the opener is gone, never to <body>', async () => {
    render(<Rows />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Second' })),
    );
  });
});
