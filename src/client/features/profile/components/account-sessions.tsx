import { Monitor } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { useNow } from '@/client/lib/render-time';
import type { MemberSession } from '@/shared/api/account';
import { relativeTime } from '@/shared/format';
import { useEndOtherSessions, useEndSession } from '../api/account-settings';

/** A short name for a browser from its user agent ("Chrome on Windows"), or its raw text. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: isApiError(error) ? error.serverMessage : 'Please try again.',
    variant: 'destructive',
  });

/** The member's signed-in browsers, each but this one with Sign out, and Sign out everywhere else. */
export function AccountSessions({ sessions }: { sessions: MemberSession[] }) {
  const now = useNow();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Signed-in sessions">
        {sessions.map((session) => {
          const name = browserName(session.userAgent);
          return (
            <li key={session.id} className="flex items-center gap-3 rounded-lg border p-3">
              <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="grid min-w-0 flex-1">
                <span className="truncate text-sm font-medium" title={session.userAgent ?? undefined}>
                  {name}
                  {session.current ? <span className="text-muted-foreground"> · This browser</span> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  Signed in {relativeTime(session.signedInAt, now)} · active{' '}
                  {relativeTime(session.lastActiveAt, now)}
                </span>
              </div>
              {session.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={end.isPending}
                  aria-label={`Sign out ${name}, signed in ${relativeTime(session.signedInAt, now)}`}
                  onClick={() =>
                    end.mutate(session.id, {
                      onSuccess: () => toast({ title: 'Session signed out' }),
                      onError: failed('Could not sign out that session'),
                    })
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast({ title: 'Other sessions signed out' }),
              onError: failed('Could not sign out the other sessions'),
            })
          }
        >
          Sign out everywhere else
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">You are signed in on this browser only.</p>
      )}
    </div>
  );
}
