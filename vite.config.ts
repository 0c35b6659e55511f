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
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const src = entry.exec(html)?.[1];
        if (!src) throw new Error("index.html: the entry's module script was not found");
        return html
          .replace(entry, () => `<meta name="${ENTRY_META}" content="${src}">`)
          .replace('</body>', () => `<script>${ENTRY_SCRIPT}</script>\n  </body>`);
      },
    },
  };
}

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress(), themeScript(), entryAfterFirstFrame()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Every module the entry imports statically goes into the entry chunk: what each page loaded anyway, in
    // one request instead of twenty (decision 111).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], priority: 20 }],
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
