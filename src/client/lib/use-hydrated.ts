/**
 * Whether the page is live: false while React renders on the server and during hydration, true from the
 * render after (decision 054). A control that only works with the app's script waits for it.
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
