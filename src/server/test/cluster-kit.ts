/**
 * The pieces of a deployment with several processes, started by a test or the bench on this machine, each
 * in its own folder with its own config and a free port: Debian's PgBouncer in transaction mode in front of
 * PostgreSQL, app processes running the built bundle as `npm start` does, and Debian's nginx in front of
 * them with the repo's proxy settings (deploy/nginx/proxy.conf, as compose.yaml's proxy uses them).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from '../../../scripts/lib/server-build.mjs';
import { freePort } from './free-port.js';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const PGBOUNCER = '/usr/sbin/pgbouncer';
export const NGINX = '/usr/sbin/nginx';
export const hasPgBouncer = () => fs.existsSync(PGBOUNCER);
export const hasNginx = () => fs.existsSync(NGINX);

export interface Started {
  /** Where to reach it (a connection string for PgBouncer, an http origin otherwise). */
  url: string;
  port: number;
  child: ChildProcess;
  /** Ends it (SIGTERM) and waits for its exit. */
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port; fails when the child exits first or in `ms`. */
export async function waitForPort(port: number, child: ChildProcess, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before listening`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} is not listening on ${port} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** A folder the unprivileged user a root-started PgBouncer or nginx worker switches to can read. */
function openFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL of `serverUrl` (every database name passes
 * through, trust authentication on 127.0.0.1). Returns `serverUrl` pointed at it.
 */
export async function startPgBouncer(dir: string, serverUrl: string, poolSize = 20): Promise<Started> {
  openFolder(dir);
  const server = new URL(serverUrl);
  const port = await freePort();
  const user = decodeURIComponent(server.username || 'postgres');
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`, { mode: 0o644 });
  const config = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      // What node-postgres sends at connect besides the app's own (which sends none in this mode).
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  // It refuses to run as root: as root, it switches to nobody.
  const asRoot = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const child = spawn(PGBOUNCER, [...asRoot, config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  try {
    await waitForPort(port, child, 'pgbouncer');
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), port, child, stop: stopper(child) };
}

/** nginx on a free port in front of the app processes on `ports`, with deploy/nginx/proxy.conf. */
export async function startNginx(dir: string, ports: number[]): Promise<Started> {
  openFolder(dir);
  const temp = path.join(dir, 'temp');
  fs.mkdirSync(temp, { recursive: true, mode: 0o777 });
  fs.chmodSync(temp, 0o777);
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`)
    .join('\n');
  fs.writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${tempPaths}
  upstream top5 {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${path.join(root, 'deploy', 'nginx', 'proxy.conf')};
    }
  }
}
`,
    { mode: 0o644 },
  );
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(NGINX, ['-c', config, '-p', dir, '-e', errorLog], { stdio: 'ignore' });
  try {
    await waitForPort(port, child, 'nginx');
  } catch (error) {
    const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { url: `http://127.0.0.1:${port}`, port, child, stop: stopper(child) };
}

/**
 * One app process as `npm start` runs it (node on dist/server/server.mjs; build it first with
 * buildServerIfStale), on `port`, with `env` over this process's environment. Resolves once /readyz says
 * it can serve (database answered, invalidations arriving).
 */
export async function startAppProcess(
  port: number,
  env: Record<string, string>,
  options: { log?: string; waitMs?: number } = {},
): Promise<Started> {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const out = options.log ? fs.openSync(options.log, 'a') : 'ignore';
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...inherited, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  if (typeof out === 'number') fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.waitMs ?? 60_000);
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      // Its last lines say why (a port taken meanwhile, the database refusing): the log goes with the test's files.
      const tail = options.log ? fs.readFileSync(options.log, 'utf8').split('\n').slice(-20).join('\n') : '';
      throw new Error(
        `app on ${port} exited (${child.exitCode ?? child.signalCode}) before it was ready${tail ? `:\n${tail}` : ''}`,
      );
    }
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline)
      throw new Error(`app on ${port} not ready after ${options.waitMs ?? 60_000} ms`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return { url, port, child, stop: stopper(child) };
}
