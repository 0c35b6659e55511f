/**
 * The app's HTML (dist/client/index.html, as vite built it) with a page's head, first paint and data written
 * in. Without a built client (tests, `npm run dev` on the API's port) a bare template stands in, with the
 * same head and first paint and no script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { jsonForScript } from './escape.js';
import { frameHtml } from './page-frame.js';
import { headHtml } from './page-head.js';
import type { Page } from './resolve-page.js';

/** The id of the script element the client's query cache reads first (src/client/lib/initial-data.ts). */
export const INITIAL_DATA_ID = 'initial-data';

const BARE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
    <title>Top 5</title>
  </head>
  <body>
    <!-- The client is not built: run npm run build, or open Vite's dev server (npm run dev, port 5173). -->
    <div id="root"></div>
  </body>
</html>
`;

export function loadTemplate(clientDir: string): string {
  const file = path.join(clientDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : BARE_TEMPLATE;
}

export function renderPage(template: string, page: Page, publicUrl: string): string {
  const head = headHtml(page.head, publicUrl);
  const data =
    Object.keys(page.data).length > 0
      ? `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript(page.data)}</script>`
      : '';
  // Functions as replacements, so a `$&` in a title is written as it is.
  return template
    .replace(/\s*<meta\s+name="description"[^>]*>/i, () => '')
    .replace(/<title>[^<]*<\/title>/i, () => head)
    .replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${frameHtml(page.content, page.bare)}</div>${data}`,
    );
}
