/**
 * npm run bench:data [-- --size=1m|100k|10k]: (re)creates the size's bench database (BENCH_DATABASE_URL's name
 * plus `_<size>`) and generates its dataset (dataset.ts). Exits 1, leaving the database unlabelled (so
 * `npm run bench` refuses it), when the recount disagrees with anything stored.
 */
import { generateDataset } from './dataset.js';
import { databaseUrl, parseFlags, sizeFlag } from './sizes.js';

const size = sizeFlag(parseFlags());
const problems = await generateDataset(size, databaseUrl(size.name));
if (problems.length > 0) {
  console.error(`INCONSISTENT: ${problems.length} differences\n  ${problems.slice(0, 30).join('\n  ')}`);
  process.exitCode = 1;
}
