/**
 * The moment a page's relative times ('45s ago', 'N days left') count from (decision 110). The server renders
 * them from its render's moment, which the page carries; while React hydrates that markup, the browser counts
 * from the same moment, so the text matches (a second later it would not: React throws away the server's
 * markup on a mismatch). Once a component is on screen it counts from the browser's clock, and anything
 * rendered after hydration counts from it at once.
 */
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const RenderedAt = createContext<number | null>(null);

/** The server's render moment, for the page rendered (server) or hydrated (browser) inside it. */
export function RenderTime({ at, children }: { at: number | null; children: ReactNode }) {
  return <RenderedAt value={at}>{children}</RenderedAt>;
}

/** Whether React has taken over the server's markup (components/ui/lazy.tsx marks it). */
function hydrated(): boolean {
  return typeof document === 'undefined' ? false : document.documentElement.dataset.hydrated === 'true';
}

/** Now, as relative times should count from it in this render (see above). */
export function useNow(): number {
  const renderedAt = useContext(RenderedAt);
  const [now, setNow] = useState(() => (renderedAt !== null && !hydrated() ? renderedAt : Date.now()));
  useEffect(() => setNow(Date.now()), []);
  return now;
}
