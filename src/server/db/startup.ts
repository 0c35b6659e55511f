/** Start-up against a database that may not be reachable yet (starting alongside the app, or failing over). */
import { type Database, migrateDatabase } from './client.js';
import { describeUnavailable, isDatabaseUnavailable } from './unavailable.js';

export interface StartupLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 5_000;

/**
 * Runs `task` (the start-up's database work: migrations, the admin, demo content; all safe to run again),
 * retrying while the database is unreachable: 0.5 s, then doubling up to 5 s between tries, each logged,
 * for up to `waitSeconds`. Any other failure (a wrong password, a broken migration) is thrown at once; so
 * is the last unreachable one when the time is up.
 */
export async function retryWhileUnreachable(
  task: () => Promise<void>,
  options: { waitSeconds: number; log: StartupLog },
): Promise<void> {
  const started = Date.now();
  const deadline = started + options.waitSeconds * 1000;
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await task();
      if (attempt > 1) {
        options.log.info(
          { attempts: attempt, waitedSeconds: Math.round((Date.now() - started) / 100) / 10 },
          'database reachable',
        );
      }
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (!isDatabaseUnavailable(error) || left <= 0) throw error;
      const wait = Math.min(delay, left);
      options.log.warn(
        { attempt, reason: describeUnavailable(error) },
        `database not reachable, retrying in ${wait / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}

/** Applies the migrations once the database is reachable (see retryWhileUnreachable). */
export function migrateWhenReachable(
  database: Database,
  options: { waitSeconds: number; log: StartupLog },
): Promise<void> {
  return retryWhileUnreachable(() => migrateDatabase(database), options);
}
