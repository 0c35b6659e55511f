/** Start-up data: the ADMIN_EMAIL admin (created or promoted, idempotent) and demo content on an empty database. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { FileStore } from '../../services/storage/file-store.js';
import type { Db } from '../client.js';
import { ensureAdmin } from './admin.js';
import { ensureSeedCovers } from './covers.js';
import { demoCoverColors, seedDemo } from './demo.js';

export async function bootstrapData(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  files: FileStore,
): Promise<void> {
  await ensureAdmin(db, config, log);
  if (config.SEED_DEMO) {
    const started = Date.now();
    const summary = await seedDemo(db, { files, log });
    if (summary) log.info(`demo content ready in ${Date.now() - started} ms`);
  }
  // Another process may have seeded the database (a shared PostgreSQL): draw any cover the store lacks.
  try {
    await ensureSeedCovers(db, files, demoCoverColors);
  } catch (error) {
    log.warn({ err: error }, 'could not draw the demo question covers');
  }
}
