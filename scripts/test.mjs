/**
 * npm test: the unit, API and component tests (vitest), then the end-to-end suite in Chromium.
 * Without Chromium the end-to-end suite is skipped with a note on installing it, except under CI=true,
 * where that is a failure. Exits non-zero if anything failed; the output ends with the runners' summaries
 * and then a list of every failed test (so the tail of a long log names them). With TEST_SUMMARY_FILE set,
 * that list is also appended to the file (CI prints it once more at the very end of all its runs).
 *
 * `node scripts/test.mjs <part>...` runs only the parts named, which is how .ci/run composes its stages
 * without running a suite twice (decision 056):
 *   unit         every vitest project (what `npm test` runs first)
 *   no-database  the component tests and the Node tests that open no database (client and node projects)
 *   database     the API, service and database tests (server project), on TEST_DATABASE_URL or PGlite
 *   e2e          the whole end-to-end suite
 *   smoke        the main flow's end-to-end spec alone (e2e/smoke/)
 * With TEST_COUNTS_FILE set, each vitest run appends one JSON line with its counts to that file; with
 * TEST_REPORTS_DIR set, vitest's JSON reports (`<part>-<pglite|postgresql>.json`) are kept there.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, hasChromium } from './lib/chromium.mjs';
import { root } from './lib/client-build.mjs';

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
// Kept where TEST_REPORTS_DIR says (CI reads them for its slowest files), otherwise removed at the end.
const kept = process.env.TEST_REPORTS_DIR;
if (kept) mkdirSync(kept, { recursive: true });
const reports = kept ?? mkdtempSync(path.join(os.tmpdir(), 'top5-test-'));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL at TEST_DATABASE_URL' : 'PGlite';
const databaseTag = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
const e2eConfig = ['--config', 'vitest.e2e.config.ts'];

/** Each part: its heading, whether it needs Chromium, and vitest's arguments. */
const parts = {
  unit: { title: 'Unit, API and component tests', args: [] },
  'no-database': {
    title: 'Component tests and Node tests without a database',
    args: ['--project', 'client', '--project', 'node'],
  },
  database: { title: 'API, service and database tests', args: ['--project', 'server'] },
  e2e: { title: 'End-to-end tests in Chromium', browser: true, args: e2eConfig },
  smoke: { title: 'The main flow end to end in Chromium', browser: true, args: [...e2eConfig, 'e2e/smoke/'] },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}: choose from ${Object.keys(parts).join(', ')}.`);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : ['unit', 'e2e'];

/** Lines naming what failed, for the summary at the end. */
const failures = [];

/** Runs vitest with its usual output plus a JSON report, and notes the failed tests from that report. */
function run(suite, args) {
  const report = path.join(reports, `${suite}-${databaseTag}.json`);
  const status =
    spawnSync(
      process.execPath,
      [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: root, stdio: 'inherit' },
    ).status ?? 1;
  const json = readReport(report);
  if (process.env.TEST_COUNTS_FILE) appendFileSync(process.env.TEST_COUNTS_FILE, `${counts(suite, json)}\n`);
  if (status !== 0) failures.push(...failedTests(suite, json, status));
  return status;
}

function readReport(report) {
  try {
    return JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return null;
  }
}

/** One JSON line: the run's files and tests by outcome (none when vitest wrote no report). */
function counts(suite, json) {
  const files = json?.testResults ?? [];
  return JSON.stringify({
    suite,
    database,
    files: files.length,
    failedFiles: files.filter((f) => f.status === 'failed').length,
    tests: json?.numTotalTests ?? 0,
    passed: json?.numPassedTests ?? 0,
    failed: json?.numFailedTests ?? 0,
    skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
    report: json !== null,
  });
}

/** The failed files and tests a vitest JSON report names, one line each with the first line of the error. */
function failedTests(suite, json, status) {
  if (json === null) return [`${suite}: vitest exited with ${status} and wrote no report`];
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

const needsBrowser = chosen.some((name) => parts[name].browser);
const chromium = needsBrowser && hasChromium();
if (needsBrowser && !chromium) {
  // Said first, so the output still ends with the runners' summaries.
  const note = `No Chromium at ${chromiumPath()}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`;
  if (ci) {
    console.error(`FAIL e2e: ${note} CI=true requires the end-to-end tests.`);
    failures.push(`e2e: no Chromium (CI=true requires the end-to-end tests)`);
  } else {
    console.log(`Skipping the end-to-end tests. ${note}`);
  }
}

for (const name of chosen) {
  const part = parts[name];
  if (part.browser && !chromium) continue;
  console.log(`\n== ${part.title} (${database}) ==\n`);
  run(name, part.args);
}
if (!kept) rmSync(reports, { recursive: true, force: true });

if (failures.length > 0) {
  const summary = [`Failed on ${database}:`, ...failures.map((f) => `  ${f}`)].join('\n');
  console.log(`\n${summary}`);
  if (process.env.TEST_SUMMARY_FILE) appendFileSync(process.env.TEST_SUMMARY_FILE, `${summary}\n`);
}
process.exit(failures.length > 0 ? 1 : 0);
