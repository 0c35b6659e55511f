/** End-to-end suite: Chromium (playwright-core) against the real server started by the global setup. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/setup/global-setup.ts'],
    // One server for the whole run; files run one after another so their browsers don't compete for 2 cores.
    fileParallelism: false,
    // The files keep the modules they share (playwright-core, the fixtures) instead of importing them again
    // for each of 50 files (decision 079); each file has its own contexts on the run's one Chromium.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll waits as long as a locator does (fixtures/test.ts): its default second is shorter than a
    // dialog's closing animation on a busy machine, and a wait that only passes on a quiet one is no test.
    expect: { poll: { timeout: 15_000 } },
  },
});
