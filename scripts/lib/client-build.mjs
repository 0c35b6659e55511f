/** Builds the browser app with vite when dist/client is missing or older than its sources. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const builtIndex = path.join(root, 'dist', 'client', 'index.html');
/** Everything the client bundle is made from. */
const sources = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Why the client must be built, or null when dist/client is up to date. */
export function clientBuildReason() {
  if (!fs.existsSync(builtIndex)) return 'dist/client/index.html is missing';
  const built = fs.statSync(builtIndex).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.join(root, s)) > built);
  return changed ? `${changed} changed since the last build` : null;
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
