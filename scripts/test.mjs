/**
 * npm test: the unit, API and component tests (vitest), then the end-to-end suite in Chromium.
 * Without Chromium the end-to-end suite is skipped with a note on installing it, except under CI=true,
 * where that is a failure. Exits non-zero if anything failed; the output ends with the runners' summaries
 * and then a list of every failed test (so the tail of a long log names them). With TEST_SUMMARY_FILE set,
 * that list is also appended to the file (CI prints it once more at the very end of both runs).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, hasChromium } from './lib/chromium.mjs';
import { root } from './lib/client-build.mjs';

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const reports = mkdtempSync(path.join(os.tmpdir(), 'top5-test-'));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL at TEST_DATABASE_URL' : 'PGlite';
/** Lines naming what failed, for the summary at the end. */
const failures = [];

/** Runs vitest with its usual output plus a JSON report, and notes the failed tests from that report. */
function run(suite, args) {
  const report = path.join(reports, `${suite}.json`);
  const status =
    spawnSync(
      process.execPath,
      [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: root, stdio: 'inherit' },
    ).status ?? 1;
  if (status !== 0) failures.push(...failedTests(suite, report, status));
  return status;
}

/** The failed files and tests a vitest JSON report names, one line each with the first line of the error. */
function failedTests(suite, report, status) {
  let json;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return [`${suite}: vitest exited with ${status} and wrote no report`];
  }
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  const lines = [];
  for (const file of json.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed)
      lines.push(`${suite}: ${name} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      lines.push(`${suite}: ${name}: ${firstLine(file.message)}`);
  }
  if (lines.length === 0)
    lines.push(
      `${suite}: vitest exited with ${status} though its report names no failed test: see 'Unhandled Errors' in its output above`,
    );
  return lines;
}

const chromium = hasChromium();
if (!chromium) {
  // Said first, so the output still ends with the runners' summaries.
  const note = `No Chromium at ${chromiumPath()}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`;
  if (ci) {
    console.error(`FAIL e2e: ${note} CI=true requires the end-to-end tests.`);
    failures.push(`e2e: no Chromium (CI=true requires the end-to-end tests)`);
  } else {
    console.log(`Skipping the end-to-end tests. ${note}`);
  }
}

console.log(`\n== Unit, API and component tests (${database}) ==\n`);
run('unit', []);

if (chromium) {
  console.log(`\n== End-to-end tests in Chromium (${database}) ==\n`);
  run('e2e', ['--config', 'vitest.e2e.config.ts']);
}
rmSync(reports, { recursive: true, force: true });

if (failures.length > 0) {
  const summary = [`Failed on ${database}:`, ...failures.map((f) => `  ${f}`)].join('\n');
  console.log(`\n${summary}`);
  if (process.env.TEST_SUMMARY_FILE) appendFileSync(process.env.TEST_SUMMARY_FILE, `${summary}\n`);
}
process.exit(failures.length > 0 ? 1 : 0);
