/** Starts the site: opens and migrates the database, ensures the admin, seeds demo content, listens. */
import './load-env.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { bootstrapData } from './db/seed/bootstrap.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, db: database.db });
await bootstrapData(app.db, config, app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Top 5 is running at ${config.publicUrl} (database: ${database.kind})`);
