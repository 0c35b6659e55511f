import { useEffect, useRef, useState } from 'react';
import { pageHeading } from '@/client/lib/return-focus';

/** How long a new screen may take to show its heading (data still loading) before we give up on it. */
const WAIT_MS = 8000;

/**
 * After a client-side navigation (not the first load), moves focus to the new screen's h1 (made focusable
 * with tabindex -1) and returns the page title for a polite announcement. A screen that focuses a control of
 * its own (the search box), or a member who has already moved on, keeps that focus.
 */
export function useRouteFocus(pathname: string, hash: string): string {
  const [announcement, setAnnouncement] = useState('');
  const firstLoad = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for every new pathname on purpose.
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const opener = document.activeElement;
    const deadline = Date.now() + WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const heading = document.querySelector('main h1') ? pageHeading() : null;
      if (!heading) {
        if (Date.now() < deadline) timer = setTimeout(settle, 100);
        return;
      }
      const active = document.activeElement;
      const movedOn = active !== opener && active !== document.body && active !== null;
      // A link into the page (#response-...) keeps its own scroll position.
      if (!movedOn) heading.focus({ preventScroll: hash !== '' });
      setAnnouncement(document.title);
    };
    // After the new screen's effects (its title, its own focus) have run.
    timer = setTimeout(settle, 0);
    return () => clearTimeout(timer);
  }, [pathname]);

  return announcement;
}
