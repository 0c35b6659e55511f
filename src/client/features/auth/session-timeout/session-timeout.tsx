/**
 * The session-timeout dialog (docs/product.md sections 4, 8, 9): warning after 25 idle minutes with a live
 * countdown, Stay Logged In extends the server session, Dismiss only closes, logout at 30 idle minutes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { toast } from '@/client/components/ui/use-toast';
import { queryKeys } from '@/client/lib/query-keys';
import { INACTIVITY_CHECK_MS, INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '@/shared/constants';
import { extendSession, useExtendSession } from '../api/extend-session';
import { logout } from '../api/logout';
import { useAuth } from '../auth-provider';
import { useInactivity } from './use-inactivity';

const SessionTimeoutDialog = lazyPart(() => import('./session-timeout-dialog'), 'SessionTimeoutDialog');

/** While the member is active, the server session is pushed ahead at most this often. */
const ACTIVE_EXTEND_EVERY_MS = 15 * 60_000;

export function SessionTimeout({ enabled = true }: { enabled?: boolean }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const extend = useExtendSession();
  const dialogRef = useRef<HTMLDivElement>(null);
  const lastExtended = useRef(Date.now());

  const onTimeout = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The server session may already be gone; locally the member is signed out either way.
    }
    queryClient.setQueryData(queryKeys.auth.me, null);
    void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    toast({
      title: 'Session expired',
      description: 'You were automatically logged out due to inactivity.',
      variant: 'destructive',
    });
  }, [queryClient]);

  // Activity extends the session (docs/product.md section 4): silently, and at most every 15 minutes.
  const onActivity = useCallback(() => {
    if (Date.now() - lastExtended.current < ACTIVE_EXTEND_EVERY_MS) return;
    lastExtended.current = Date.now();
    extendSession().catch(() => {});
  }, []);

  const { warningOpen, remainingMs, dismiss, markActive } = useInactivity({
    enabled: enabled && user !== null,
    timeoutMs: INACTIVITY_TIMEOUT_MS,
    warningMs: INACTIVITY_WARNING_MS,
    checkMs: INACTIVITY_CHECK_MS,
    onTimeout,
    onActivity,
    isIgnored: (event, { warningOpen: open, dismissed }) => {
      // The dialog's own buttons decide; focus moves and pointer drift toward them are not a choice.
      if (open && (event.type === 'mousemove' || dialogRef.current?.contains(event.target as Node)))
        return true;
      return (open || dismissed) && event.type === 'focus';
    },
  });

  const stayLoggedIn = async () => {
    markActive();
    try {
      await extend.mutateAsync();
      lastExtended.current = Date.now();
      toast({
        title: 'Session extended',
        description: 'Your session has been extended for another 2 hours.',
      });
    } catch {
      toast({
        title: 'Session extension failed',
        description: 'Unable to extend session. Please refresh the page.',
        variant: 'destructive',
      });
    }
  };

  // Loaded ahead once a member is signed in, so the warning shows even if the network is gone by then.
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void SessionTimeoutDialog.preload();
  }, [signedIn]);

  const opened = useOpenedOnce(warningOpen);
  return opened ? (
    <SessionTimeoutDialog
      open={warningOpen}
      remainingMs={remainingMs}
      dialogRef={dialogRef}
      onDismiss={dismiss}
      onStay={stayLoggedIn}
      staying={extend.isPending}
    />
  ) : null;
}
