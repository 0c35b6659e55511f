/** Builds the browser app with vite when dist/client is missing or older than its sources. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from './stale.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/** Everything the client bundle is made from. */
const sources = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'];

/** Why the client must be built, or null when dist/client is up to date. */
export function clientBuildReason() {
  return staleReason(root, 'dist/client/index.html', sources);
}

/** Builds if needed; returns false when the build failed (vite has printed why). */
export function buildClientIfStale({ log = console.log } = {}) {
  const reason = clientBuildReason();
  if (!reason) return true;
  log(`Building the client (${reason})...`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Always React's production build: the tests (vitest sets NODE_ENV=test) test what ships, and a tree built by
  // the tests serves the same files to `npm start`.
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return result.status === 0;
}
