/**
 * npm start: builds the client and the server when they are missing or stale, then runs the server's bundle
 * (dist/server/server.mjs, decision 038). The server creates and migrates the database and loads the demo
 * content itself, so nothing else is needed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClientIfStale, root } from './lib/client-build.mjs';
import { buildServerIfStale, serverBundle } from './lib/server-build.mjs';

if (!buildClientIfStale()) {
  console.error('The client build failed; see the errors above.');
  process.exit(1);
}
if (!(await buildServerIfStale())) {
  console.error('The server build failed; see the errors above.');
  process.exit(1);
}

// Settings from .env when there is one (variables already set in the environment win).
const envFile = path.join(root, '.env');
const nodeArgs = fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [];

// Its own process group: a Ctrl+C reaches the server once, through us, so it can close the database cleanly.
// Stack traces point at the TypeScript lines through the bundle's source map.
const server = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  detached: process.platform !== 'win32',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1));
});
server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
