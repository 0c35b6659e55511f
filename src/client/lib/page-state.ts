/**
 * The first screen's data as the server read it (decision 054): TanStack Query's dehydrated cache, written
 * into the page as JSON and hydrated into the browser's query client before React hydrates, so the browser
 * does not fetch it again. Failed reads travel too (a 404 renders the not-found screen on both sides), with
 * their status and the server's text, and come back as ApiError.
 */
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '@/shared/routes';
import { ApiError } from './api';
import { watchServerReads } from './query-client';

interface SentError {
  apiError: { status: number; message: string };
}

/** What a server-rendered page carries for the browser. */
export interface PageState {
  /** The query cache. */
  queries: DehydratedState;
  /** The lazy parts the render showed (components/ui/lazy.tsx), to load before hydrating. */
  parts: string[];
  /** The Suspense boundaries it rendered: the screen's and one per part shown. */
  boundaries: number;
  /** When the server rendered it (ms since the epoch): relative times count from it while hydrating. */
  renderedAt: number;
}

/** Every query the server settled, success or failure, as JSON-safe data. */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const sent: SentError = { apiError: { status: error.status, message: error.serverMessage } };
      (query.state as { error: unknown }).error = sent;
    } else if (error) {
      (query.state as { error: unknown }).error = { apiError: { status: 500, message: String(error) } };
    }
  }
  return state;
}

/** The path of the page the server rendered, until a screen there has asked (takeServerRendered). */
let serverRenderedPath: string | null = null;

/**
 * Whether the server rendered `pathname` for this viewer a moment ago, once: a screen that checks the session
 * again when it opens (the admin pages) need not on the page the server has just checked it for.
 */
export function takeServerRendered(pathname: string): boolean {
  const rendered = serverRenderedPath === pathname;
  serverRenderedPath = null;
  return rendered;
}

/**
 * Puts the server's state into the browser's query client; returns the parts to load before hydrating and
 * the boundaries to wait for, or null when the page carries no state (render afresh).
 */
export function hydratePage(
  queryClient: QueryClient,
  root: Document = document,
): Pick<PageState, 'parts' | 'boundaries' | 'renderedAt'> | null {
  const element = root.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  let page: PageState;
  try {
    page = JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
  const state = page.queries;
  for (const query of state.queries) {
    const sent = query.state.error as SentError | null | undefined;
    if (sent?.apiError) {
      (query.state as { error: unknown }).error = new ApiError(sent.apiError.status, sent.apiError.message);
    }
  }
  hydrate(queryClient, state);
  watchServerReads(
    queryClient,
    state.queries.map((query) => query.queryHash),
  );
  serverRenderedPath = root.location?.pathname ?? null;
  return {
    parts: page.parts ?? [],
    boundaries: page.boundaries ?? 0,
    renderedAt: typeof page.renderedAt === 'number' ? page.renderedAt : Date.now(),
  };
}
