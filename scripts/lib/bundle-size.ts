/**
 * The JavaScript budget (issue 12, decision 030): what each page of the built client downloads before it is
 * interactive, measured from vite's manifest. A page's JavaScript is the entry chunk, its route's lazy chunk
 * (router.tsx) and everything those import statically; dynamic imports (dialogs, menus, the toast system,
 * the comment form, other routes) load later, when needed, and are not counted. Sizes are gzip at level 9,
 * as the build's `.gz` twins are.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CLIENT_ROUTES } from '../../src/shared/routes';
import { root } from './client-build.mjs';

/**
 * KB of gzip JavaScript before a page is interactive, with React 19 itself in the browser (decision 053,
 * issue 19): the home page for a visitor, and any page.
 */
export const BUDGET_KB = { home: 145, anyPage: 185 } as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  /** Gzip bytes of the entry, the route's chunk and their static imports. */
  gzipBytes: number;
  files: string[];
}

const routerFile = path.join(root, 'src', 'client', 'app', 'router.tsx');

/**
 * Builds the client into a fresh temporary folder with a manifest (dist/client stays as it is: the server
 * and its tests may be reading it). Returns the folder; throws when vite fails.
 */
export function buildForSize(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-size-'));
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'error', '--manifest', '--emptyOutDir', '--outDir', outDir],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', TOP5_PRECOMPRESS: 'off' } },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

/**
 * Each route's screen module as router.tsx loads it (`lazyRoute(() => import('./routes/x'), ...)` and
 * `<Route path="x" element={...<XRoute />...}`), as manifest keys (`app/routes/x.tsx`); a route without a
 * lazy screen (a redirect) maps to null.
 */
export function routeModules(source = fs.readFileSync(routerFile, 'utf8')): Map<string, string | null> {
  const lazyModules = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = lazyRoute\(\s*\(\) => import\('\.\/([^']+)'\)/g)) {
    lazyModules.set(m[1], `app/${m[2]}.tsx`);
  }
  const modules = new Map<string, string | null>();
  for (const segment of source.split('<Route').slice(1)) {
    const pathMatch = /^\s+(?:path="([^"]+)"|index\b)/.exec(segment);
    if (!pathMatch) continue;
    const route = pathMatch[1] === undefined ? '/' : `/${pathMatch[1]}`;
    const screen = [...segment.matchAll(/<(\w+)/g)].map((m) => m[1]).find((name) => lazyModules.has(name));
    modules.set(route, screen ? (lazyModules.get(screen) ?? null) : null);
  }
  return modules;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** Per route of src/shared/routes.ts, the JavaScript its page downloads before it is interactive. */
export function routeSizes(outDir: string): RouteSize[] {
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const modules = routeModules();
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      const content = fs.readFileSync(path.join(outDir, file));
      size = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  return CLIENT_ROUTES.map((route) => {
    if (!modules.has(route)) throw new Error(`router.tsx declares no <Route> for ${route}`);
    const screen = modules.get(route);
    const files = [...staticClosure(manifest, screen ? [entry, screen] : [entry])]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'));
    return { route, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0), files };
  });
}

/** The built file holding a module (a manifest key such as `components/ui/toaster.tsx`). */
export function moduleFile(outDir: string, key: string): string {
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no module ${key}`);
  return chunk.file;
}

export const kb = (bytes: number) => bytes / 1024;

/** The routes over budget, as sentences; empty when every page is within it. */
export function overBudget(sizes: RouteSize[]): string[] {
  const problems: string[] = [];
  for (const { route, gzipBytes } of sizes) {
    const limit = route === '/' ? BUDGET_KB.home : BUDGET_KB.anyPage;
    if (kb(gzipBytes) > limit) {
      problems.push(
        `${route} downloads ${kb(gzipBytes).toFixed(1)} KB of gzip JavaScript (budget ${limit} KB)`,
      );
    }
  }
  return problems;
}
