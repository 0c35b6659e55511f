import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reactIsPreact } from './vite.config.js';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react({ refreshExclude: /./ })],
        resolve: {
          conditions: ['module', 'browser', 'development'],
          mainFields: ['module', 'main'],
          alias: {
            ...alias,
            ...reactIsPreact,
            // Its ES module, so that its own imports of react-dom go through the aliases too.
            '@testing-library/react': fileURLToPath(
              new URL(
                './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                import.meta.url,
              ),
            ),
          },
        },
        test: {
          name: 'client',
          // Components run on Preact, as they ship: the libraries that import React go through vite's aliases.
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /@radix-ui/,
                /@tanstack/,
                /@dnd-kit/,
                /react-/,
                /lucide-react/,
              ],
            },
          },
          environment: 'jsdom',
          // A first render transforms the libraries inlined above: seconds on a busy 2-core machine.
          testTimeout: 20_000,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
