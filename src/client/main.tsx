import './zod-config';
import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadScreen } from './app/router';
import { expectBoundaries, preloadParts } from './components/ui/lazy';
import { afterFirstPaint } from './lib/after-first-paint';
import { registerServiceWorker } from './lib/offline-cache';
import { hydratePage } from './lib/page-state';
import { createQueryClient } from './lib/query-client';
import { RenderTime } from './lib/render-time';
import { warmUpClassNames } from './lib/utils';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The server rendered this page with its data (decision 054): take over that markup. Without that data
// (the dev server, a page whose render failed) render afresh.
const rendered = hydratePage(queryClient);
expectBoundaries(rendered?.boundaries ?? 0);
const app = (
  <StrictMode>
    <RenderTime at={rendered?.renderedAt ?? null}>
      <BrowserRouter>
        <App queryClient={queryClient} />
      </BrowserRouter>
    </RenderTime>
  </StrictMode>
);

// The screen's chunk and the parts the server showed first, so hydration finds what the server rendered,
// not a fallback; asked for once the server's page has been painted, so they do not compete with it.
void afterFirstPaint()
  .then(() => {
    // tailwind-merge builds its tables on its first call: in tasks of their own while the chunks download,
    // not inside the first component hydration renders.
    warmUpClassNames();
    return Promise.all([loadScreen(window.location.pathname), preloadParts(rendered?.parts ?? [])]);
  })
  .catch(() => undefined)
  .then(() => {
    // As a transition, hydration yields to the browser every few milliseconds (a phone's main thread is not
    // held for the whole page), and a tap meanwhile is replayed once its part is live.
    if (rendered) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });

// The built site only: the dev server's modules are not files a worker could keep.
if (import.meta.env.PROD) registerServiceWorker();
