import './zod-config';
import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadScreen } from './app/router';
import { hydratePage } from './lib/page-state';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The server rendered this page with its data (decision 054): take over that markup. Without that data
// (the dev server, a page whose render failed) render afresh.
const serverRendered = hydratePage(queryClient);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);

// The screen's chunk first, so hydration finds the screen the server rendered, not a fallback.
void loadScreen(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    if (serverRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
