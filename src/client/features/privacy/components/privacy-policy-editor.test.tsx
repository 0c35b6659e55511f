import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { AdminPrivacyPolicy } from '@/shared/api/privacy';
import { PrivacyPolicyEditor } from './privacy-policy-editor';

const admin = makeUser({ isAdmin: true });
const savedText = `# Privacy Policy\n\n${'We keep only what the site needs to run. '.repeat(4)}`.trim();
const saved: AdminPrivacyPolicy = { content: savedText, updatedAt: '2026-03-01T12:00:00Z', updatedBy: 'ada' };

function editor(): HTMLTextAreaElement {
  return screen.getByLabelText('Privacy policy (Markdown)') as HTMLTextAreaElement;
}

/** Replaces the text as typing does: the browser fires `input` (what React's onChange listens to). */
function type(text: string) {
  fireEvent.input(editor(), { target: { value: text } });
}

const saveButton = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;

describe('privacy policy editor', () => {
  // The part loads lazily in the app (decision 030); loaded once here so a busy machine cannot time it out.
  beforeAll(() => import('./markdown-content'), 60_000);

  it('counts trimmed characters and keeps Save disabled under 100', async () => {
    mockFetch({});
    renderApp(<PrivacyPolicyEditor saved={saved} />, { user: admin });
    expect(screen.getByText(`${savedText.length} characters`)).toBeVisible();
    expect(saveButton().disabled).toBe(false);

    type(`   ${'a'.repeat(99)}   `);
    expect(screen.getByText('99 characters (minimum 100)')).toBeVisible();
    expect(screen.getByText('Content Too Short: at least 100 characters are needed to save.')).toBeVisible();
    expect(saveButton().disabled).toBe(true);

    type('a'.repeat(100));
    expect(saveButton().disabled).toBe(false);
  });

  it('restores the last saved text on Reset', async () => {
    mockFetch({});
    renderApp(<PrivacyPolicyEditor saved={saved} />, { user: admin });
    type('Something else entirely');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(editor().value).toBe(savedText);
    expect(await screen.findByText('Content Reset')).toBeVisible();
  });

  it('saves the trimmed text and says so', async () => {
    const next = `${'New policy text for everyone. '.repeat(5)}`.trim();
    const fetchMock = mockFetch({
      'PUT /api/admin/privacy-policy': {
        body: { content: next, updatedAt: '2026-03-02T00:00:00Z', updatedBy: 'ada' },
      },
    });
    renderApp(<PrivacyPolicyEditor saved={saved} />, { user: admin });
    type(`\n  ${next}  \n`);
    await userEvent.setup().click(saveButton());
    expect(await screen.findByText('Privacy Policy Updated')).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ content: next });
  });

  it("says 'Update Failed' when the server refuses", async () => {
    mockFetch({ 'PUT /api/admin/privacy-policy': { status: 500, body: { error: 'Internal Server Error' } } });
    renderApp(<PrivacyPolicyEditor saved={saved} />, { user: admin });
    await userEvent.setup().click(saveButton());
    expect(await screen.findByText('Update Failed')).toBeVisible();
    expect(screen.getByText('Failed to update privacy policy')).toBeVisible();
  });

  it('previews the Markdown without running any HTML in it', async () => {
    mockFetch({});
    renderApp(<PrivacyPolicyEditor saved={saved} />, { user: admin });
    type(`## What we keep\n\n<script>alert(1)</script> and [a link](javascript:alert(1)) ${'x'.repeat(80)}`);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Preview' }));
    // The preview's renderer loads when Preview is first shown (decision 030).
    expect(await screen.findByRole('heading', { name: 'What we keep' }, { timeout: 5000 })).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'a link' })).toBeNull();
  });
});
