import { useLocation, useSearchParams } from 'react-router';
import { safeReturnPath, signInPath } from '@/shared/return-path';

/** The sign-in screen's address that returns to the page being shown (docs/product.md section 2 Auth). */
export function useSignInPath(): string {
  const { pathname, search, hash } = useLocation();
  return signInPath(`${pathname}${search}${hash}`);
}

/** Where /auth sends the member once signed in: its safe `next`, else home. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('next')) ?? '/';
}
