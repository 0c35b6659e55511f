import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Facebook's sign-in sends the browser back with '#_=_' on the address (a leftover of its redirect): it is
 * dropped from the address bar as soon as the page shows (issue 20), without a new history entry.
 */
export function useFacebookHashDropped(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (hash === '#_=_') navigate({ pathname, search, hash: '' }, { replace: true });
  }, [hash, pathname, search, navigate]);
}
