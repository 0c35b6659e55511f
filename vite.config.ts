import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.js';
import { ENTRY_META, ENTRY_SCRIPT } from './src/shared/entry-script.js';
import { THEME_SCRIPT } from './src/shared/theme-script.js';

/** The colour theme's script, inline at the top of the head, so it runs before the first paint (decision 027). */
function themeScript(): Plugin {
  return {
    name: 'theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * The built page asks for its entry chunk after its first frame (decision 115): the entry's module script
 * becomes a meta tag naming it, and ENTRY_SCRIPT, inline at the end of the body, asks for it.
 */
function entryAfterFirstFrame(): Plugin {
  return {
    name: 'entry-after-first-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const src = entry.exec(html)?.[1];
        if (!src) throw new Error("index.html: the entry's module script was not found");
        // The chunks the entry imports (React, the libraries), asked for beside it rather than after it.
        const main = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && `/${c.fileName}` === src,
        );
        const imports = main?.type === 'chunk' ? main.imports.map((file) => `/${file}`) : [];
        return html
          .replace(entry, () => `<meta name="${ENTRY_META}" content="${[src, ...imports].join(' ')}">`)
          .replace('</body>', () => `<script>${ENTRY_SCRIPT}</script>\n  </body>`);
      },
    },
  };
}

/**
 * The built page preloads Inter's Latin file (decision 116), so it arrives beside the stylesheet rather than
 * after it, and as a preload it is not one of the requests the first paint waits for (the text paints in the
 * matched fallback font meanwhile, decision 111).
 */
function preloadFont(): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[^/]*\.woff2$/.test(file),
        );
        if (!font) throw new Error('the build has no Inter Latin font to preload');
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Inter is shown only if it is there for the first paint, or within the browser's short wait for it
 * (`font-display: optional`, decision 116): a page never lays out all its text a second time when the font
 * arrives late (on a phone, a long task after the first paint). The preload makes it there in time on a
 * good connection; on a slow one the page keeps the matched fallback, and the next page has Inter from the
 * cache.
 */
function fontShownIfOnTime(): Plugin {
  return {
    name: 'font-shown-if-on-time',
    transform(code, id) {
      if (!/@fontsource-variable[\\/]inter[\\/]index\.css/.test(id)) return null;
      if (!code.includes('font-display: swap')) throw new Error('Inter: font-display: swap not found');
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    themeScript(),
    entryAfterFirstFrame(),
    preloadFont(),
    fontShownIfOnTime(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // A lazy chunk's imports are found by the browser as it reads the chunk, not written into the page as
    // modulepreload links: each link cost the main thread about a millisecond, thirty a screen (decision 116).
    modulePreload: false,
    // Every module the entry imports statically goes into one of three chunks, not twenty (decision 111):
    // React, the other libraries, the app's shell. Each is parsed as it arrives, in a task of its own
    // (decision 116); the entry's inline script asks for the first two beside the entry.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'libraries', test: /node_modules[\\/].*\.[cm]?js$/, tags: ['$initial'], priority: 25 },
            { name: 'shell', tags: ['$initial'], priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
