/**
 * The import boundaries of the layout: client and server never import each other, shared imports neither,
 * and a client feature uses another feature only through that feature's public index.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module a file imports, as an absolute path without extension (packages are left out). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('@/')) found.push(path.join(src, specifier.slice(2)));
    else if (specifier.startsWith('.')) found.push(path.resolve(path.dirname(file), specifier));
  }
  return found.map((p) => p.replace(/\.(js|ts|tsx)$/, ''));
}

const area = (p: string) => path.relative(src, p).split(path.sep)[0];
const featureOf = (p: string) => {
  const parts = path.relative(path.join(src, 'client', 'features'), p).split(path.sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0];
};

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = area(file);
    const fromFeature = featureOf(file);
    for (const target of importsOf(file)) {
      const to = area(target);
      const where = `${path.relative(root, file)} -> ${path.relative(root, target)}`;
      if (from === 'client' && to === 'server') found.push(`client imports server: ${where}`);
      if (from === 'server' && to === 'client') found.push(`server imports client: ${where}`);
      if (from === 'shared' && (to === 'client' || to === 'server'))
        found.push(`shared imports ${to}: ${where}`);
      const toFeature = featureOf(target);
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        const rest = path.relative(path.join(src, 'client', 'features', toFeature), target);
        if (rest !== 'index')
          found.push(`feature ${fromFeature} imports inside feature ${toFeature}: ${where}`);
      }
    }
  }
  return found;
}

describe('import boundaries', () => {
  it('keeps client, server and shared apart, and features behind their index.ts', () => {
    expect(violations()).toEqual([]);
  });
});
