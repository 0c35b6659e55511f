/**
 * docs/configuration.md and .env.example against the config schema (config.ts), both ways: every variable
 * the server reads is documented in both, neither names one it does not read (tests-only variables must be
 * read somewhere in the code instead), and every default they show is the schema's.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentDefaults } from './config.js';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const defaults = environmentDefaults();
const schemaNames = Object.keys(defaults).sort();

/** What a default looks like written down; null where the schema has none (unset, or computed). */
function shown(value: unknown): string | null {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return null;
  return String(value);
}

interface DocumentedRow {
  names: string[];
  defaultCell: string;
}

/** The rows of the markdown tables under a `## heading` of docs/configuration.md. */
function tableRows(markdown: string, heading: string): DocumentedRow[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/configuration.md has no "## ${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return {
        names: [...cells[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]),
        defaultCell: cells[2],
      };
    });
}

/** Whether some source file reads `process.env.NAME` (or `env.NAME`). */
function readInCode(name: string): boolean {
  try {
    execFileSync('grep', ['-rlE', `env(\\.|\\[')${name}\\b`, 'src', 'scripts', 'e2e', 'vitest.config.ts'], {
      cwd: root,
    });
    return true;
  } catch {
    return false;
  }
}

describe('docs/configuration.md', () => {
  const markdown = read('docs/configuration.md');
  const settings = tableRows(markdown, 'Every setting');
  const testsOnly = tableRows(markdown, 'Used by the tests only');
  const documented = [...settings, ...testsOnly].flatMap((row) => row.names);

  it('documents every variable of the config schema, and only those (tests-only ones aside)', () => {
    expect(schemaNames.filter((name) => !documented.includes(name))).toEqual([]);
    const unknown = settings.flatMap((row) => row.names).filter((name) => !(name in defaults));
    expect(unknown, 'in "Every setting" but not in the schema').toEqual([]);
    const unread = testsOnly
      .flatMap((row) => row.names)
      .filter((name) => !(name in defaults) && !readInCode(name));
    expect(unread, 'tests-only variables no code reads').toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("shows each variable's default as the schema has it", () => {
    const wrong: string[] = [];
    for (const row of [...settings, ...testsOnly]) {
      for (const name of row.names) {
        if (!(name in defaults)) continue;
        const expected = shown(defaults[name]);
        const cell = row.defaultCell;
        if (expected === null ? cell.startsWith('`') && !cell.includes('$') : cell !== `\`${expected}\``)
          wrong.push(`${name}: shows ${cell}, the schema's default is ${expected ?? 'none'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('.env.example', () => {
  const lines = read('.env.example').split('\n');
  const entries = lines
    .map((line, i) => ({ match: /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line), before: lines[i - 1] ?? '' }))
    .filter((entry) => entry.match)
    .map(({ match, before }) => ({ name: match?.[1] ?? '', value: match?.[2] ?? '', before }));
  const names = entries.map((entry) => entry.name);

  it('lists every variable of the config schema, and only those the code reads', () => {
    expect(schemaNames.filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !(name in defaults) && !readInCode(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("shows the schema's default for every variable that has one, unless the value says it is an example", () => {
    const wrong = entries
      .filter((entry) => shown(defaults[entry.name]) !== null && entry.value !== '')
      .filter((entry) => !/example/i.test(entry.before))
      .filter((entry) => shown(defaults[entry.name]) !== entry.value)
      .map((entry) => `${entry.name}=${entry.value} (schema: ${shown(defaults[entry.name]) ?? 'none'})`);
    expect(wrong).toEqual([]);
  });
});
