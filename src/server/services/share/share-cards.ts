/**
 * Share card PNGs (decision 022): drawn with satori (layout to SVG) and resvg (SVG to PNG, off the event loop)
 * from fonts in node_modules and the system's DejaVu, never the network. A card is stored under
 * DATA_DIR/share-cards/<kind>/<key>/<version>.png, where the version is a hash of everything it shows, so it
 * is drawn again exactly when what it shows changes and otherwise answered from disk. Cards are drawn one at
 * a time, and a card asked for twice while drawing is drawn once.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';
import type { Font } from 'satori';
import { ImageQueue } from '../images/image-queue.js';
import { loadSharp } from '../images/sharp.js';

/** Bump when a layout changes, so every stored card is drawn again. */
const LAYOUT_VERSION = 1;

export type CardKind = 'question' | 'response' | 'user' | 'story';

export interface CardSpec {
  kind: CardKind;
  /** Which question, response or member: a folder name (digits, or an encoded username). */
  key: string;
  /** Where the card is served ('/og/question/3.png'). */
  path: string;
  /** Everything the card shows, as data: its hash is the card's version. */
  content: unknown;
  /** Our own '/uploads/...' picture drawn on the card, or null. */
  picture: string | null;
  size: { width: number; height: number };
  draw: (picture: string | null) => ReactElement;
}

export interface StoredCard {
  /** The content hash: the card's ETag. */
  version: string;
  file: string;
  /** True when this request drew it, false when it came from disk. */
  drawn: boolean;
}

let fonts: Font[] | null = null;

function loadFonts(): Font[] {
  if (fonts) return fonts;
  const inter = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
    'files',
  );
  const found: Font[] = [];
  for (const subset of ['latin', 'latin-ext', 'cyrillic', 'greek']) {
    for (const weight of [400, 700] as const) {
      const file = path.join(inter, `inter-${subset}-${weight}-normal.woff`);
      if (fs.existsSync(file))
        found.push({ name: 'Inter', data: fs.readFileSync(file), weight, style: 'normal' });
    }
  }
  // Other scripts (and symbols Inter lacks) fall back to DejaVu where the system has it.
  const dejavu = '/usr/share/fonts/truetype/dejavu';
  for (const [file, weight] of [
    ['DejaVuSans.ttf', 400],
    ['DejaVuSans-Bold.ttf', 700],
  ] as const) {
    const full = path.join(dejavu, file);
    if (fs.existsSync(full))
      found.push({ name: 'DejaVu Sans', data: fs.readFileSync(full), weight, style: 'normal' });
  }
  if (found.length === 0) throw new Error('No fonts for share cards: @fontsource/inter is missing');
  fonts = found;
  return found;
}

export class ShareCards {
  private readonly queue = new ImageQueue(1);
  private readonly drawing = new Map<string, Promise<void>>();
  private readonly root: string;

  constructor(
    private readonly dataDir: string,
    private readonly images: ImageQueue,
  ) {
    this.root = path.join(dataDir, 'share-cards');
  }

  /** The card's version (content hash) and where it is stored, without drawing it. */
  locate(spec: CardSpec): StoredCard {
    const version = createHash('sha256')
      .update(JSON.stringify([LAYOUT_VERSION, spec.kind, spec.size, spec.content, spec.picture]))
      .digest('hex')
      .slice(0, 24);
    return { version, file: path.join(this.root, spec.kind, spec.key, `${version}.png`), drawn: false };
  }

  /** The stored card, drawn first when this version is not on disk yet. */
  async ensure(spec: CardSpec): Promise<StoredCard> {
    const stored = this.locate(spec);
    if (fs.existsSync(stored.file)) return stored;
    let pending = this.drawing.get(stored.file);
    if (!pending) {
      pending = this.queue
        .run(() => this.draw(spec, stored.file))
        .finally(() => this.drawing.delete(stored.file));
      this.drawing.set(stored.file, pending);
    }
    await pending;
    return { ...stored, drawn: true };
  }

  private async draw(spec: CardSpec, file: string): Promise<void> {
    if (fs.existsSync(file)) return;
    const picture = await this.pictureData(spec.picture);
    // Loaded by the first card drawn, not at start-up (decision 038).
    const [{ default: satori }, { renderAsync }] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
    ]);
    const svg = await satori(spec.draw(picture), { ...spec.size, fonts: loadFonts() });
    const png = (await renderAsync(svg, { fitTo: { mode: 'width', value: spec.size.width } })).asPng();
    const dir = path.dirname(file);
    await fs.promises.mkdir(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, png);
    await fs.promises.rename(temporary, file);
    // Older versions of this card are never asked for again.
    for (const name of await fs.promises.readdir(dir)) {
      if (name !== path.basename(file) && name.endsWith('.png')) {
        await fs.promises.rm(path.join(dir, name), { force: true });
      }
    }
  }

  /** A picture of ours ('/uploads/...') as a small PNG data URL; null when missing or unreadable. */
  private async pictureData(picture: string | null): Promise<string | null> {
    if (!picture?.startsWith('/uploads/')) return null;
    const uploads = path.join(this.dataDir, 'uploads');
    const file = path.resolve(uploads, `.${picture.slice('/uploads'.length)}`);
    if (!file.startsWith(`${uploads}${path.sep}`) || !fs.existsSync(file)) return null;
    try {
      const sharp = await loadSharp();
      const png = await this.images.run(
        () =>
          sharp(file, { limitInputPixels: 50_000_000 }).resize(256, 256, { fit: 'cover' }).png().toBuffer(),
        'share-cards',
      );
      return `data:image/png;base64,${png.toString('base64')}`;
    } catch {
      return null;
    }
  }
}
