/**
 * The auth screens stand alone: no top bar, footer, bottom bar or session-timeout dialog
 * (docs/product.md section 2).
 */
export function isAuthScreen(pathname: string): boolean {
  return (
    pathname === '/auth' ||
    pathname.startsWith('/verify-email') ||
    pathname.startsWith('/reset-password') ||
    pathname === '/complete-profile'
  );
}
