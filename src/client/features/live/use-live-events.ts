/**
 * The tab's one live stream (GET /api/events, decision 108), opened by the app's layout. New notifications
 * update the badge and the notifications page without a reload; the results of the questions shown move as
 * the crowd answers. Where streams are blocked (a proxy, a firewall) an error turns to polling the same reads
 * every POLL_MS until the stream opens again; a stream that drops is caught up at once, one that never opened is
 * not (what the page shows was just read).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
// biome-ignore lint/style/noRestrictedImports: the shell's stream needs only the session; the auth index would put its screens' parts in every page's JavaScript.
import { useAuth } from '@/client/features/auth/auth-provider';
import { queryKeys } from '@/client/lib/query-keys';
import type { QuestionResults } from '@/shared/api/results';
import { useLiveQuestionIds } from './live-questions';

/** How often the reads are fetched again while the stream is down. */
export const POLL_MS = 30_000;

function refetchAll(queryClient: QueryClient, signedIn: boolean, questionIds: number[]): void {
  if (signedIn) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  for (const id of questionIds)
    void queryClient.invalidateQueries({ queryKey: queryKeys.question.results(id) });
}

/** What a results event changes: the top 5 as sent, and the other figures of the question fetched again. */
function showResults(queryClient: QueryClient, results: QuestionResults): void {
  const id = results.questionId;
  queryClient.setQueryData(queryKeys.question.results(id), results);
  for (const queryKey of [
    queryKeys.question.detailedResults(id),
    queryKeys.question.demographics(id),
    queryKeys.question.detail(id),
  ]) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  const questions = useLiveQuestionIds();

  useEffect(() => {
    if (isLoading || typeof EventSource === 'undefined') return;
    const questionIds = questions ? questions.split(',').map(Number) : [];
    // A visitor's tab with no question shown has nothing to hear.
    if (userId === null && questionIds.length === 0) return;
    const url = questions ? `/api/events?questions=${questions}` : '/api/events';
    let source: EventSource | null = null;
    let polling: ReturnType<typeof setInterval> | null = null;
    let reopening: ReturnType<typeof setTimeout> | null = null;
    // Whether a stream of this tab has opened: only then can it have missed something when it fails.
    let opened = false;

    const stopPolling = () => {
      if (polling) clearInterval(polling);
      polling = null;
    };
    const open = () => {
      reopening = null;
      const next = new EventSource(url);
      source = next;
      next.addEventListener('open', () => {
        opened = true;
        stopPolling();
      });
      next.addEventListener('unread', (event) => {
        const { unreadCount } = JSON.parse((event as MessageEvent<string>).data) as { unreadCount: number };
        queryClient.setQueryData(queryKeys.notifications.unreadCount, unreadCount);
      });
      next.addEventListener('notification', () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
      });
      next.addEventListener('results', (event) => {
        showResults(queryClient, JSON.parse((event as MessageEvent<string>).data) as QuestionResults);
      });
      next.addEventListener('error', () => {
        // Blocked or dropped: poll until the stream is back (the browser retries a dropped one by itself). A
        // dropped stream is caught up at once; one that never opened leaves the page as fresh as it was read.
        if (!polling) {
          if (opened) refetchAll(queryClient, userId !== null, questionIds);
          polling = setInterval(() => refetchAll(queryClient, userId !== null, questionIds), POLL_MS);
        }
        if (next.readyState === EventSource.CLOSED && !reopening) reopening = setTimeout(open, POLL_MS);
      });
    };
    open();
    return () => {
      source?.close();
      stopPolling();
      if (reopening) clearTimeout(reopening);
    };
  }, [queryClient, userId, isLoading, questions]);
}
