import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BoundaryLive } from '@/client/components/ui/lazy';
import { PageSpinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/features/auth/auth-provider';
import { SessionTimeout } from '@/client/features/auth/session-timeout/session-timeout';
import { useLiveEvents } from '@/client/features/live';
import { followSession } from '@/client/lib/offline-cache';
import { RouteErrorBoundary } from '../route-error-boundary';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { isAuthScreen } from './shell-visibility';
import { TopBar } from './top-bar';
import { useFacebookHashDropped } from './use-facebook-hash';
import { useRouteFocus } from './use-route-focus';

/** The page frame of every route: shell around the screen, or the screen alone on the auth screens. */
export function AppLayout() {
  const { pathname, hash } = useLocation();
  const bare = isAuthScreen(pathname);
  const pageAnnouncement = useRouteFocus(pathname, hash);
  useFacebookHashDropped();
  // The tab's one live stream: the badge, the notifications and the results shown move without a reload.
  useLiveEvents();
  // The pages kept for offline use belong to one member: another member, or none, and they go.
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!isLoading) void followSession(userId);
  }, [userId, isLoading]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for every new pathname on purpose.
  useEffect(() => {
    // A new screen starts at the top, unless the link points into the page.
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  const screen = (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
        <BoundaryLive />
      </Suspense>
    </RouteErrorBoundary>
  );

  // The new page's title, said once it is shown (focus moves to its heading).
  const announcer = (
    <p role="status" aria-live="polite" className="sr-only">
      {pageAnnouncement}
    </p>
  );

  if (bare)
    return (
      <>
        <OfflineBanner />
        <main className="min-h-dvh">{screen}</main>
        {announcer}
      </>
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <OfflineBanner />
      <TopBar />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-28 sm:px-6 md:pt-10 md:pb-16">
        {screen}
      </main>
      <Footer />
      <BottomNav />
      <SessionTimeout />
      {announcer}
    </div>
  );
}
