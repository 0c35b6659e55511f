/**
 * npm test: the unit, API and component tests (vitest), then the end-to-end suite in Chromium.
 * Without Chromium the end-to-end suite is skipped with a note on installing it, except under CI=true,
 * where that is a failure. Exits non-zero if anything failed; the output ends with the runners' summaries.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumPath, hasChromium } from './lib/chromium.mjs';
import { root } from './lib/client-build.mjs';

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = (args) =>
  spawnSync(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;
const ci = process.env.CI === 'true' || process.env.CI === '1';
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL at TEST_DATABASE_URL' : 'PGlite';

const chromium = hasChromium();
let failed = false;
if (!chromium) {
  // Said first, so the output still ends with the runners' summaries.
  const note = `No Chromium at ${chromiumPath()}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`;
  if (ci) {
    console.error(`FAIL e2e: ${note} CI=true requires the end-to-end tests.`);
    failed = true;
  } else {
    console.log(`Skipping the end-to-end tests. ${note}`);
  }
}

console.log(`\n== Unit, API and component tests (${database}) ==\n`);
if (run([]) !== 0) failed = true;

if (chromium) {
  console.log(`\n== End-to-end tests in Chromium (${database}) ==\n`);
  if (run(['--config', 'vitest.e2e.config.ts']) !== 0) failed = true;
}

process.exit(failed ? 1 : 0);
