import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '@/client/app/shell/theme-toggle';
import { THEME_SCRIPT, THEME_STORAGE_KEY } from '@/shared/theme-script';
import { currentTheme } from './theme';

/** The script the page runs in its head before the first paint. */
const firstPaintScript = THEME_SCRIPT;

function systemPrefers(theme: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: theme === 'dark' && query === '(prefers-color-scheme: dark)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('colour theme', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system when this browser chose nothing, before and after the app starts', () => {
    systemPrefers('dark');
    new Function(firstPaintScript)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(currentTheme()).toBe('dark');
  });

  it("applies this browser's kept choice before the first paint", () => {
    systemPrefers('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    new Function(firstPaintScript)();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('the toggle switches the theme, keeps the choice, and forgets it when it matches the system again', () => {
    systemPrefers('light');
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme', pressed: false });

    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    screen.getByRole('button', { name: 'Dark theme', pressed: true });

    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    screen.getByRole('button', { name: 'Dark theme', pressed: false });
  });
});
