/**
 * The app's HTML (dist/client/index.html, as vite built it) with a page's head, React's render of its body and
 * the first screen's data written in. Without a built client (tests, `npm run dev` on the API's port) a bare
 * template stands in, with the same head and body and no script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_STATE_ID } from '../../shared/routes.js';
import { jsonForScript } from './escape.js';
import { headHtml, type PageHead } from './page-head.js';

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

export interface PageBody {
  /** React's HTML of the app, for inside #root. */
  html: string;
  /** The dehydrated query cache; none for a page the browser must render afresh (a failed render). */
  state?: unknown;
}

export function renderDocument(template: string, head: PageHead, body: PageBody, publicUrl: string): string {
  const headTags = headHtml(head, publicUrl);
  const state =
    body.state === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(body.state)}</script>`;
  // Functions as replacements, so a `$&` in a title or a list is written as it is.
  return template
    .replace(/\s*<meta\s+name="description"[^>]*>/i, () => '')
    .replace(/<title>[^<]*<\/title>/i, () => headTags)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${body.html}</div>${state}`);
}
