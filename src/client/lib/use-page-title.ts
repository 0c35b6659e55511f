import { useEffect } from 'react';

/** Sets the tab title to 'Page · Top 5' (or 'Top 5' alone) while the screen is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Top 5` : 'Top 5';
  }, [title]);
}
