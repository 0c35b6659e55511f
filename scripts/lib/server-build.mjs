/**
 * Builds the server into one ES module, dist/server/server.mjs, with esbuild: our TypeScript (src/server,
 * src/shared, and the client's components the pages are rendered from) bundled, every package left as an import from node_modules (native addons untouched). Node then
 * loads one file instead of a few hundred TypeScript modules through tsx (decision 038).
 * `node scripts/lib/server-build.mjs` builds it unconditionally (`npm run build` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './client-build.mjs';
import { staleReason } from './stale.mjs';

export const serverBundle = path.join(root, 'dist', 'server', 'server.mjs');
/** Everything the bundle is made from; tests are not part of it. */
const sources = [
  'src/server',
  // The pages are rendered from the client's own components (decision 054).
  'src/client',
  'src/shared',
  'tsconfig.json',
  'package-lock.json',
  'scripts/lib/server-build.mjs',
];
const tests = /\.test\.tsx?$/;

/** Why the server must be built, or null when dist/server is up to date. */
export function serverBuildReason() {
  return staleReason(root, path.relative(root, serverBundle), sources, tests);
}

/**
 * Each module keeps its own import.meta.url, so paths found from it (dist/client, drizzle, the catalog files)
 * are what they are under tsx: the bundle writes it as the source file's URL, relative to the bundle.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      if (/import\.meta\.(dirname|filename|resolve)\b/.test(text)) {
        const message =
          "import.meta.dirname, .filename and .resolve would be the bundle's: use import.meta.url";
        return { errors: [{ text: message }] };
      }
      const fromBundle = path.relative(path.dirname(serverBundle), args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: path.extname(args.path).slice(1) };
    });
  },
};

/**
 * The icons the pages use, bundled: left as an import, Node would load and compile the package's whole file
 * (1.3 MB, every icon) at each start, about a quarter of a second. Its module build is tree-shaken instead.
 */
const bundledIcons = {
  name: 'bundled-icons',
  setup(build) {
    build.onResolve({ filter: /^lucide-react$/ }, () => ({
      path: path.join(root, 'node_modules', 'lucide-react', 'dist', 'esm', 'lucide-react.mjs'),
    }));
  },
};

/** Builds the bundle (and its source map); returns false when the build failed (esbuild has printed why). */
export async function buildServer() {
  const esbuild = await import('esbuild');
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/server/server.ts'],
      outfile: serverBundle,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // Names as in the sources (error classes, plugins), as under tsx.
      keepNames: true,
      // Stack traces point at the TypeScript lines (node --enable-source-maps); the sources stay in src/.
      sourcemap: 'linked',
      sourcesContent: false,
      plugins: [sourceUrls, bundledIcons],
      write: false,
      logLevel: 'error',
    });
  } catch {
    return false;
  }
  // Written beside and renamed into place, map first: a server starting meanwhile reads a whole old or new bundle.
  fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
  const bundle = result.outputFiles.find((file) => file.path === serverBundle);
  const map = result.outputFiles.find((file) => file !== bundle);
  for (const file of [map, bundle]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  return true;
}

/** Builds if needed; returns false when the build failed. */
export async function buildServerIfStale({ log = console.log } = {}) {
  const reason = serverBuildReason();
  if (!reason) return true;
  log(`Building the server (${reason})...`);
  return buildServer();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit((await buildServer()) ? 0 : 1);
}
