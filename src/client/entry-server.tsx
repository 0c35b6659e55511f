/**
 * What the server needs to render a page with the browser's own components (decision 054): the same App and
 * route table inside a StaticRouter, the query client, the screen loader and the API transport hook.
 * Imported by src/server/pages/render-page.ts only.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { ErrorState } from './components/ui/error-state';
import { RenderedParts } from './components/ui/lazy';
import { meQueryOptions } from './features/auth/api/get-me';
import { RenderTime } from './lib/render-time';

export { loadScreen } from './app/router';
export { setApiTransport } from './lib/api';
export { dehydratePage } from './lib/page-state';
export { createQueryClient } from './lib/query-client';

/**
 * Who is signed in, read before the first render: the shell's queries that wait for it (the unread count)
 * are then asked for in the first render, not a render later.
 */
export function prefetchSession(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(meQueryOptions);
}

export interface ServerAppProps {
  url: string;
  queryClient: QueryClient;
  /** Filled with the name of each lazy part the render shows, once per place. */
  parts: string[];
  /** The render's moment, which relative times count from (the page carries it for hydration). */
  renderedAt: number;
}

export function ServerApp({ url, queryClient, parts, renderedAt }: ServerAppProps) {
  return (
    <StrictMode>
      <RenderedParts value={parts}>
        <RenderTime at={renderedAt}>
          <StaticRouter location={url}>
            <App queryClient={queryClient} />
          </StaticRouter>
        </RenderTime>
      </RenderedParts>
    </StrictMode>
  );
}

/** The app's error screen, for a page whose render failed on the server (the browser then renders anew). */
export function ServerError() {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6">
      <ErrorState
        title="This page could not be shown"
        message="Something went wrong while loading it. Reloading usually helps."
      />
    </main>
  );
}
