/**
 * Starts the site: opens the database (waiting for it, with retries, when it is not reachable yet),
 * migrates, ensures the admin, seeds demo content, listens, then watches the database. SIGTERM or SIGINT
 * stops it gracefully (new connections refused, every request already accepted answered, then exit); a
 * second one stops it at once.
 */
import './load-env.js';
import os from 'node:os';
import v8 from 'node:v8';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { exitWhenInUse } from './db/data-dir-lock.js';
import { databaseOptions } from './db/open.js';
import { bootstrapData } from './db/seed/bootstrap.js';
import { retryWhileUnreachable } from './db/startup.js';
import { describeUnavailable, isDatabaseUnavailable } from './db/unavailable.js';
import { watchConnections } from './lib/graceful-stop.js';

const config = loadConfig();
// The embedded default keeps the database in this process: a heap grown 20% past what the last full
// collection kept, not V8's default of up to several times, holds the process under 400 MB (decision 123).
if (!config.DATABASE_URL) v8.setFlagsFromString('--heap-growing-percent=20');
let log: FastifyBaseLogger | null = null;
const database = await openDatabase({
  ...databaseOptions(config),
  // Lost connections are logged by the app's logger once it exists.
  warn: (fields, message) =>
    log ? log.warn(fields, message) : console.warn(`${message} ${JSON.stringify(fields)}`),
}).catch(exitWhenInUse);
const app = await buildApp({
  config,
  db: database.db,
  searchDb: database.searchDb,
  writeDb: database.writeDb,
});
log = app.log;
const connections = watchConnections(app.server);
/** How long a connection accepted before the signal gets to send its request (it is then answered). */
const FIRST_REQUEST_WAIT_MS = 2_000;

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(128 + (os.constants.signals[signal] ?? 1));
  }
  stopping = true;
  const grace = config.SHUTDOWN_GRACE_SECONDS;
  app.log.info({ signal, graceSeconds: grace }, 'shutting down: finishing the requests in flight');
  const deadline = setTimeout(() => {
    app.log.warn(`still busy after ${grace} s: exiting without waiting any longer`);
    process.exit(1);
  }, grace * 1000);
  try {
    // New connections are refused from here; those already accepted are served (lib/graceful-stop.ts). Half
    // the grace at most goes to taking the connections the kernel already holds.
    await connections.stopAccepting({ listenMs: grace * 500, firstRequestWaitMs: FIRST_REQUEST_WAIT_MS });
    await app.close(); // waits for the requests in flight, closes idle connections
    await database.close();
    clearTimeout(deadline);
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'could not shut down cleanly');
    process.exit(1);
  }
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));

try {
  await retryWhileUnreachable(
    async () => {
      await migrateDatabase(database);
      await bootstrapData(app.db, config, app.log, app.files);
    },
    { waitSeconds: config.START_DB_WAIT_SECONDS, log: app.log },
  );
} catch (error) {
  if (isDatabaseUnavailable(error)) {
    app.log.error(
      { reason: describeUnavailable(error) },
      `database still not reachable after ${config.START_DB_WAIT_SECONDS} s (START_DB_WAIT_SECONDS): giving up`,
    );
  } else {
    app.log.error({ err: error }, 'could not prepare the database');
  }
  await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  process.exit(1);
}

await app.listen({ port: config.PORT, host: config.HOST });
app.dbMonitor.watch();
app.mailOutbox.start();
app.resultsWorker.start();
app.log.info(`Top 5 is running at ${config.publicUrl} (database: ${database.kind})`);
