/**
 * npx tsx scripts/icons.ts: the web app's icons (public/icons/, committed) drawn from the logo, public/favicon.svg,
 * with sharp. Every size the manifest lists, plain ("any": the rounded logo on transparency) and maskable (the
 * gradient to the edges, the 5 inside the central 80% safe zone), and the 180 px Apple touch icon.
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

fs.mkdirSync(out, { recursive: true });
for (const size of ICON_SIZES) await draw(logo, size, `icon-${size}.png`);
for (const size of MASKABLE_SIZES) await draw(maskable, size, `maskable-${size}.png`);
// iOS rounds the corners itself and shows transparency as black: the maskable drawing.
await draw(maskable, 180, 'apple-touch-icon.png');
console.log(`icons written to ${path.relative(root, out)}`);
