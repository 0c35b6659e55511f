/**
 * Writes a brotli (.br) and a gzip (.gz) twin beside every text file of the built client, at the strongest
 * settings (done once per build), so the server sends them without compressing per request
 * (@fastify/static preCompressed). Used by vite.config.ts after each build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT_FILES = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;
/** Smaller files gain too little to be worth a twin. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(full) : [full];
  });
}

/** Compresses every text file of `dir` (recursively); returns how many got twins. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesIn(dir)) {
    if (!TEXT_FILES.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count += 1;
  }
  return count;
}

/** The vite plugin: compresses the output folder once the build has written everything. */
export function precompress() {
  let outDir = '';
  return {
    name: 'top5-precompress',
    apply: 'build' as const,
    configResolved(config: { build: { outDir: string }; root: string }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // npm run size builds into a scratch folder only to measure it (scripts/lib/bundle-size.ts).
      if (process.env.TOP5_PRECOMPRESS === 'off') return;
      precompressDir(outDir);
    },
  };
}
