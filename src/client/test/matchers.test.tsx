import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('toBeVisible', () => {
  it('passes for text nothing hides, and fails for text hidden by itself or an ancestor', () => {
    render(
      <div>
        <p>Shown</p>
        <div hidden>
          <p>Inside a hidden panel</p>
        </div>
        <p style={{ display: 'none' }}>Not displayed</p>
        <div style={{ visibility: 'hidden' }}>
          <p>Invisible</p>
        </div>
        <p style={{ opacity: 0 }}>Transparent</p>
      </div>,
    );
    expect(screen.getByText('Shown')).toBeVisible();
    for (const text of ['Inside a hidden panel', 'Not displayed', 'Invisible', 'Transparent'])
      expect(screen.getByText(text)).not.toBeVisible();
    expect(() => expect(screen.getByText('Inside a hidden panel')).toBeVisible()).toThrow(
      'expected <p> "Inside a hidden panel" to be visible, but its ancestor <div> has the hidden attribute',
    );
  });

  it('fails for an element taken out of the document', () => {
    const { unmount } = render(<p>Gone soon</p>);
    const gone = screen.getByText('Gone soon');
    unmount();
    expect(gone).not.toBeVisible();
  });
});
