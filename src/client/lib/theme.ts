/**
 * The colour theme: the system's (prefers-color-scheme) unless the reader chose one, which is kept in this
 * browser's localStorage and written on <html data-theme> (decision 027). The head's inline script
 * (src/shared/theme-script.ts) applies the kept choice before the first paint.
 */
import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/shared/theme-script';

export type Theme = 'light' | 'dark';

const CHANGE_EVENT = 'top5-theme-change';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

function keptTheme(): Theme | null {
  try {
    const kept = localStorage.getItem(THEME_STORAGE_KEY);
    return kept === 'light' || kept === 'dark' ? kept : null;
  } catch {
    return null;
  }
}

/** The theme the page shows now. */
export function currentTheme(): Theme {
  return keptTheme() ?? systemTheme();
}

function applyKeptTheme() {
  const kept = keptTheme();
  if (kept) document.documentElement.dataset.theme = kept;
  else delete document.documentElement.dataset.theme;
}

/**
 * Shows `theme` and keeps the choice in this browser. Choosing what the system shows forgets the choice, so
 * the page follows the system again from then on.
 */
export function chooseTheme(theme: Theme) {
  try {
    if (theme === systemTheme()) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts until the page is left.
    document.documentElement.dataset.theme = theme;
    window.dispatchEvent(new Event(CHANGE_EVENT));
    return;
  }
  applyKeptTheme();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(DARK_QUERY);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyKeptTheme();
    onChange();
  };
  media?.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    media?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function snapshot(): Theme {
  return (document.documentElement.dataset.theme as Theme | undefined) ?? systemTheme();
}

/** The theme shown, kept up to date with the system and with choices made in this or another tab. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}
