/**
 * Share card PNGs (decision 022): drawn with satori (layout to SVG) and resvg (SVG to PNG, off the event loop)
 * from fonts in node_modules and the system's DejaVu, never the network. A card is kept in the file store
 * (services/storage) as 'share-cards/<folder>/<version>.png', where the version is a hash of everything it
 * shows, so it is drawn again exactly when what it shows changes and otherwise answered from the store.
 * Cards of a question and of its responses share the folder 'share-cards/question/<id>/', so deleting a
 * question deletes them in one listing (cardFolders). Cards are drawn one at a time per process, and a card
 * asked for twice while drawing is drawn once.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ReactElement } from 'react';
import type { Font } from 'satori';
import { ImageQueue } from '../images/image-queue.js';
import { loadSharp } from '../images/sharp.js';
import { type FileStore, uploadKey } from '../storage/file-store.js';

/** Bump when a layout changes, so every stored card is drawn again. */
const LAYOUT_VERSION = 1;

export type CardKind = 'question' | 'response' | 'user' | 'story';

export interface CardSpec {
  kind: CardKind;
  /** Where its versions are kept under 'share-cards/' (cardFolders). */
  folder: string;
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
  /** Its key in the file store. */
  key: string;
}

export interface OpenedCard extends StoredCard {
  body: Readable | Buffer;
  /** True when this request drew it, false when it came from the store. */
  drawn: boolean;
}

/** The store folders cards are kept in, each ending in '/'. */
export const cardFolders = {
  question: (questionId: number) => `share-cards/question/${questionId}/`,
  questionCard: (questionId: number) => `share-cards/question/${questionId}/question/`,
  response: (questionId: number, responseId: number) =>
    `share-cards/question/${questionId}/response/${responseId}/`,
  story: (questionId: number, responseId: number) =>
    `share-cards/question/${questionId}/story/${responseId}/`,
  // Hex, so no username can name a folder such as '..'.
  member: (username: string) => `share-cards/user/${Buffer.from(username.toLowerCase()).toString('hex')}/`,
};

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
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly files: FileStore,
    private readonly images: ImageQueue,
  ) {}

  /** The card's version (content hash) and its key in the store, without drawing it. */
  locate(spec: CardSpec): StoredCard {
    const version = createHash('sha256')
      .update(JSON.stringify([LAYOUT_VERSION, spec.kind, spec.size, spec.content, spec.picture]))
      .digest('hex')
      .slice(0, 24);
    return { version, key: `${spec.folder}${version}.png` };
  }

  /** The stored card, drawn (and stored) first when this version is not in the store yet. */
  async open(spec: CardSpec): Promise<OpenedCard> {
    const stored = this.locate(spec);
    const file = await this.files.get(stored.key);
    if (file && file !== 'not-modified') return { ...stored, body: file.body, drawn: false };
    let pending = this.drawing.get(stored.key);
    if (!pending) {
      pending = this.queue
        .run(() => this.draw(spec, stored.key))
        .finally(() => this.drawing.delete(stored.key));
      this.drawing.set(stored.key, pending);
    }
    return { ...stored, body: await pending, drawn: true };
  }

  private async draw(spec: CardSpec, key: string): Promise<Buffer> {
    const picture = await this.pictureData(spec.picture);
    // Loaded by the first card drawn, not at start-up (decision 038).
    const [{ default: satori }, { renderAsync }] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
    ]);
    const svg = await satori(spec.draw(picture), { ...spec.size, fonts: loadFonts() });
    const png = (await renderAsync(svg, { fitTo: { mode: 'width', value: spec.size.width } })).asPng();
    await this.files.put(key, png, { contentType: 'image/png' });
    // Older versions of this card are never asked for again.
    for await (const keys of this.files.list(spec.folder)) {
      const older = keys.filter(
        (k) => k !== key && k.endsWith('.png') && !k.slice(spec.folder.length).includes('/'),
      );
      if (older.length > 0) await this.files.delete(older);
    }
    return png;
  }

  /** A picture of ours ('/uploads/...') as a small PNG data URL; null when missing or unreadable. */
  private async pictureData(picture: string | null): Promise<string | null> {
    const key = uploadKey(picture);
    if (!key) return null;
    const bytes = await this.files.read(key);
    if (!bytes) return null;
    try {
      const sharp = await loadSharp();
      const png = await this.images.run(
        () =>
          sharp(bytes, { limitInputPixels: 50_000_000 }).resize(256, 256, { fit: 'cover' }).png().toBuffer(),
        'share-cards',
      );
      return `data:image/png;base64,${png.toString('base64')}`;
    } catch {
      return null;
    }
  }
}
