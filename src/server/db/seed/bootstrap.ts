/** Start-up data: the ADMIN_EMAIL admin (created or promoted, idempotent) and demo content on an empty database. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../client.js';

export async function bootstrapData(_db: Db, _config: Config, _log: FastifyBaseLogger): Promise<void> {
  // Filled in by the seed work: ensureAdmin() and seedDemo().
}
