import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Node tests that open no database: CI runs them once, and the `server` project (the API, service and
 * database tests) on PGlite and on PostgreSQL (decision 056). A file listed here that opens a database
 * fails, as nothing prepares one for this project; one that opens none but stays in `server` only runs twice.
 */
const noDatabase = [
  'src/shared/**/*.test.ts',
  'scripts/size.test.ts',
  'src/server/config.test.ts',
  'src/server/catalog/**/*.test.ts',
  'src/server/services/admin/csv.test.ts',
  'src/server/services/twins/twin-refresher.test.ts',
  'src/server/services/remote-images/fetch-remote.test.ts',
  'src/server/db/data-dir-lock.test.ts',
  'src/server/db/embedded-turns.test.ts',
  'src/server/pages/render-queue.test.ts',
];

/**
 * Server tests that open a database but whose subject is not the data: the API document, the bundled catalog,
 * object storage, security headers and origins, the OAuth protocol, fuzzing at the edge (decision 118), and the
 * rest of the HTTP edge (decision 162). The database does not change what they check, so CI runs them once, in
 * its PostgreSQL stage: its PGlite stage sets TEST_ONCE_ON_POSTGRESQL. `npm test` without it runs them like
 * every other file.
 */
const databaseIndependent = [
  'src/server/plugins/openapi.test.ts',
  'src/server/routes/catalog/offline.test.ts',
  'src/server/services/storage/files-on-s3.test.ts',
  'src/server/routes/auth/security.test.ts',
  'src/server/plugins/security-headers.test.ts',
  'src/server/routes/auth/social-sign-in.test.ts',
  'src/server/fuzz.test.ts',
  // The HTTP edge (decision 162): sign-in, registration and mailed-token flows, whose rows every other file's
  // members go through on both databases; uploads and image work; pages rendered by React; request checks,
  // logs, compression and HEAD; the catalog's and remote images' fetches; the file store; the admin's gate.
  'src/server/routes/auth/password-reset.test.ts',
  'src/server/routes/auth/complete-profile.test.ts',
  'src/server/routes/auth/social-link.test.ts',
  'src/server/routes/auth/account-settings.test.ts',
  'src/server/routes/auth/session.test.ts',
  'src/server/routes/auth/rate-limit.test.ts',
  'src/server/routes/auth/lockout.test.ts',
  'src/server/routes/auth/verify-email.test.ts',
  'src/server/routes/auth/register.test.ts',
  'src/server/routes/upload/*.test.ts',
  'src/server/pages/pages.test.ts',
  'src/server/pages/sitemap.test.ts',
  'src/server/plugins/origin-check.test.ts',
  'src/server/plugins/request-log.test.ts',
  'src/server/plugins/compression.test.ts',
  'src/server/head.test.ts',
  'src/server/installable.test.ts',
  'src/server/app.test.ts',
  'src/server/config-docs.test.ts',
  'src/server/hostile/nul-page-paths.test.ts',
  'src/server/routes/catalog/catalog-image.test.ts',
  'src/server/routes/catalog/live.test.ts',
  'src/server/services/remote-images/remote-images.test.ts',
  'src/server/services/storage/migrate.test.ts',
  'src/server/services/storage/file-store.test.ts',
  'src/server/routes/admin/authorization.test.ts',
];
const onceElsewhere = process.env.TEST_ONCE_ON_POSTGRESQL ? databaseIndependent : [];

/**
 * Every core runs test files (vitest's default leaves one idle), and a worker keeps its modules from file to
 * file instead of importing the whole app again for each (decision 079): each file opens its own database and
 * app, so what it checks does not depend on the files before it.
 */
const speed = { isolate: false } as const;

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          ...speed,
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...noDatabase, ...onceElsewhere],
          globalSetup: ['src/server/test/global-setup.ts'],
          // A test that opens PGlite beside two busy workers and the browser suite can take half a minute.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          ...speed,
          include: noDatabase,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          ...speed,
          testTimeout: 20_000,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts', 'src/client/test/matchers.ts'],
        },
      },
    ],
  },
});
