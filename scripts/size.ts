/**
 * npm run size: builds the client (into a temporary folder) and prints, per page, the gzip JavaScript it
 * downloads before it is interactive, against the budget (scripts/lib/bundle-size.ts, decision 030).
 * Exits non-zero when a page is over budget.
 */
import fs from 'node:fs';
import { BUDGET_KB, buildForSize, kb, overBudget, routeSizes } from './lib/bundle-size';

const outDir = buildForSize();
try {
  const sizes = routeSizes(outDir);
  const width = Math.max(...sizes.map((s) => s.route.length));
  console.log(`${'Page'.padEnd(width)}  gzip JS  files`);
  for (const { route, gzipBytes, files } of sizes) {
    console.log(`${route.padEnd(width)}  ${`${kb(gzipBytes).toFixed(1)} KB`.padStart(8)}  ${files.length}`);
  }
  console.log(`\nBudget: home ${BUDGET_KB.home} KB, every page ${BUDGET_KB.anyPage} KB (gzip, level 9).`);
  const problems = overBudget(sizes);
  for (const problem of problems) console.error(`OVER BUDGET: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
