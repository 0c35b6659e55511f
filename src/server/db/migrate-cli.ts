/** npm run db:migrate: applies pending migrations to the configured database. */
import '../load-env.js';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from './open.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
console.log(`Migrations applied (${database.kind}).`);
await database.close();
