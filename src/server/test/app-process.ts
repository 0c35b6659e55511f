/**
 * App processes started from the sources as `src/server/server.ts` runs them, on a database of a PostgreSQL
 * server, for the tests of several processes on one site. Each is ready once /readyz answers 200 (its
 * database and its invalidation listener are up).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface AppProcess {
  base: string;
  child: ChildProcess;
}

/** Runs one statement as the server's admin (create or drop the test's database). */
export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

export async function startAppProcess(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  /** More settings for this process. */
  env?: Record<string, string>;
}): Promise<AppProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  // The test's own admin settings would make an admin account in the test's database.
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...inherited,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...options.env,
    },
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${options.port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return { base, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${options.port} did not start`);
}
