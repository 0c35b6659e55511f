/**
 * npm run storage:migrate: copies DATA_DIR's uploads and share cards into the S3 bucket the settings name
 * (S3_BUCKET and the other S3_* variables), then says how many files it copied. Run it once before starting
 * the app on the bucket; running it again copies only what is missing.
 */
import '../../load-env.js';
import { loadConfig } from '../../config.js';
import { createFileStore } from './create-file-store.js';
import { copyLocalFolder } from './migrate-local.js';

const config = loadConfig();
if (!config.S3_BUCKET) {
  console.error(
    'S3_BUCKET is not set: there is no bucket to copy DATA_DIR into (see docs/configuration.md).',
  );
  process.exit(2);
}
const store = await createFileStore(config);
try {
  const started = Date.now();
  const report = await copyLocalFolder(config.dataDir, store);
  console.log(
    `Copied ${report.copied} files from ${config.dataDir} to bucket ${config.S3_BUCKET}; ` +
      `${report.skipped} were there already; ${report.failed.length} failed (${Date.now() - started} ms).`,
  );
  for (const key of report.failed.slice(0, 20)) console.error(`  not copied: ${key}`);
  if (report.failed.length > 0) {
    console.error('Some files were not copied: run the command again once the store answers.');
    process.exitCode = 1;
  }
} finally {
  store.close();
}
