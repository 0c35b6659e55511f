import { lazyPart, useOpenedOnce } from './lazy';
import { useToasts } from './use-toast';

const Toaster = lazyPart(() => import('./toaster'), 'Toaster');

/**
 * The toast system, loaded when the first toast fires (decision 030): `toast()` works from the start (its
 * store is tiny), the Radix viewport and its styles arrive with the first toast. Mount once near the root.
 */
export function ToasterOnDemand() {
  const fired = useOpenedOnce(useToasts().length > 0);
  return fired ? <Toaster /> : null;
}
