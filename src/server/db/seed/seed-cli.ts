/**
 * npm run db:seed: applies migrations, ensures the ADMIN_EMAIL admin and loads the demo content, when the
 * database is empty (no questions and no members other than admins). SEED_DEMO does not apply here: asking
 * for the seed is the point of the command.
 */
import '../../load-env.js';
import { loadConfig } from '../../config.js';
import { createFileStore } from '../../services/storage/create-file-store.js';
import { openConfiguredDatabase } from '../open.js';
import { ensureAdmin } from './admin.js';
import { seedDemo } from './demo.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const files = await createFileStore(config);
try {
  const admin = await ensureAdmin(database.db, config);
  if (admin !== 'none') console.log(`Admin ${config.ADMIN_EMAIL}: ${admin}.`);
  const started = Date.now();
  const summary = await seedDemo(database.db, { files });
  if (summary) {
    console.log(`Demo content seeded in ${Date.now() - started} ms (${database.kind}):`, summary);
  } else {
    console.log('The database already has content; nothing seeded.');
  }
} finally {
  files.close();
  await database.close();
}
