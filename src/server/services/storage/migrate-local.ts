/**
 * Copies a local DATA_DIR's files (uploads and share cards) into the configured store, name for name
 * (`npm run storage:migrate`, migrate-cli.ts). Idempotent: a file the store already holds at the same size
 * is left alone, so a second run copies nothing and a run cut short can simply be run again.
 */
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-store.js';

/** The folders of DATA_DIR that hold the store's files (the database and mail stay where they are). */
export const STORED_FOLDERS = ['uploads/', 'share-cards/'] as const;
const PARALLEL_COPIES = 8;

export interface MigrationReport {
  copied: number;
  /** Already in the store at the same size. */
  skipped: number;
  /** Keys that could not be copied (the store failed); the run can be repeated. */
  failed: string[];
}

export async function copyLocalFolder(dataDir: string, target: FileStore): Promise<MigrationReport> {
  const source = new LocalFileStore(dataDir);
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [] };
  const copyOne = async (key: string) => {
    try {
      const [here, there] = await Promise.all([source.size(key), target.size(key)]);
      if (here === null) return;
      if (there === here) {
        report.skipped += 1;
        return;
      }
      const bytes = await source.read(key);
      if (bytes === null) return;
      await target.put(key, bytes);
      report.copied += 1;
    } catch {
      report.failed.push(key);
    }
  };
  for (const folder of STORED_FOLDERS) {
    for await (const keys of source.list(folder)) {
      for (let i = 0; i < keys.length; i += PARALLEL_COPIES) {
        await Promise.all(keys.slice(i, i + PARALLEL_COPIES).map(copyOne));
      }
    }
  }
  return report;
}
