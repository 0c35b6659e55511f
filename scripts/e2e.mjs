/** npm run test:e2e: the end-to-end suite alone (vitest with vitest.e2e.config.ts); extra arguments pass through. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumPath, hasChromium } from './lib/chromium.mjs';
import { root } from './lib/client-build.mjs';

if (!hasChromium()) {
  console.error(
    `No Chromium at ${chromiumPath()}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const args = [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)];
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
