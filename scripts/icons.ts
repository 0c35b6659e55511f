/**
 * npx tsx scripts/icons.ts: the web app's icons (public/icons/, committed) drawn from the logo, public/favicon.svg,
 * with sharp. Every size the manifest lists, plain ("any": the rounded logo on transparency) and maskable (the
 * gradient to the edges, the 5 inside the central 80% safe zone), the 180 px Apple touch icon, and
 * public/favicon.ico (16, 32 and 48 px), which browsers ask for when a document names no icon.
 * Run again after the logo changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
export const MASKABLE_SIZES = [192, 512] as const;

const root = path.resolve(import.meta.dirname, '..');
const logo = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const out = path.join(root, 'public/icons');

/** The logo with the gradient to every edge and the 5 at 80% of its size, centred: safe for any mask. */
const maskable = logo
  .replace(/<rect width="64" height="64" rx="16"/, '<rect width="64" height="64"')
  .replace(/<text x="32" y="47"([^>]*)font-size="42"/, '<text x="32" y="44.6"$1font-size="33.6"');

async function draw(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}

/** An ICO file of PNG images (one directory entry of 16 bytes each after a 6-byte header). */
async function writeFaviconIco(sizes: number[]): Promise<void> {
  const pngs = await Promise.all(
    sizes.map((size) =>
      sharp(Buffer.from(logo), { density: Math.ceil((72 * size) / 64) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length + 16 * sizes.length;
  const entries = sizes.map((size, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(pngs[i].length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += pngs[i].length;
    return entry;
  });
  fs.writeFileSync(path.join(root, 'public/favicon.ico'), Buffer.concat([header, ...entries, ...pngs]));
}

fs.mkdirSync(out, { recursive: true });
for (const size of ICON_SIZES) await draw(logo, size, `icon-${size}.png`);
for (const size of MASKABLE_SIZES) await draw(maskable, size, `maskable-${size}.png`);
// iOS rounds the corners itself and shows transparency as black: the maskable drawing.
await draw(maskable, 180, 'apple-touch-icon.png');
await writeFaviconIco([16, 32, 48]);
console.log(`icons written to ${path.relative(root, out)}`);
