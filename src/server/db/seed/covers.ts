/**
 * Demo question covers, drawn at seed time from an SVG (gradient and title) so the demo needs no network.
 * Files go to 'uploads/seed/q-<id>.webp' in the file store, which the app serves at /uploads/seed/q-<id>.webp.
 */
import { like } from 'drizzle-orm';
import { loadSharp } from '../../services/images/sharp.js';
import type { FileStore } from '../../services/storage/file-store.js';
import type { DbOrTx } from '../client.js';
import { questions } from '../schema/index.js';

const WIDTH = 1200;
const HEIGHT = 675;
const FALLBACK_COLORS: [string, string] = ['#7c3aed', '#db2777'];

export const seedCoverUrl = (questionId: number) => `/uploads/seed/q-${questionId}.webp`;
const seedCoverKey = (questionId: number) => `uploads/seed/q-${questionId}.webp`;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Greedy word wrap to at most `width` characters a line. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function coverSvg(title: string, colors: [string, string] = FALLBACK_COLORS): string {
  // The product name is already on the page; the cover shows what the question is about.
  const subject = title.replace(/^top 5\s+/i, '');
  const fontSize = subject.length > 40 ? 68 : subject.length > 24 ? 80 : 96;
  const lines = wrap(subject, Math.floor(1900 / fontSize));
  const lineHeight = Math.round(fontSize * 1.15);
  const top = HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35 + 30;
  const text = lines
    .map((l, i) => `<tspan x="80" y="${Math.round(top + i * lineHeight)}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <text x="${WIDTH - 40}" y="${HEIGHT + 90}" text-anchor="end" font-family="DejaVu Sans, Inter, Arial, sans-serif"
    font-size="640" font-weight="700" fill="#ffffff" fill-opacity="0.12">5</text>
  <text x="80" y="110" font-family="DejaVu Sans, Inter, Arial, sans-serif" font-size="36" font-weight="700"
    letter-spacing="6" fill="#ffffff" fill-opacity="0.85">TOP 5</text>
  <rect x="80" y="132" width="96" height="6" rx="3" fill="#ffffff" fill-opacity="0.85"/>
  <text font-family="DejaVu Sans, Inter, Arial, sans-serif" font-size="${fontSize}" font-weight="700"
    fill="#ffffff">${text}</text>
</svg>`;
}

/** Draws one cover and writes it; returns its public URL. */
export async function writeSeedCover(
  files: FileStore,
  question: { id: number; title: string },
  colors?: [string, string],
): Promise<string> {
  const sharp = await loadSharp();
  const webp = await sharp(Buffer.from(coverSvg(question.title, colors)))
    .webp({ quality: 82 })
    .toBuffer();
  await files.put(seedCoverKey(question.id), webp);
  return seedCoverUrl(question.id);
}

/**
 * Redraws seed covers whose files are missing: an app process with its own DATA_DIR on a shared
 * PostgreSQL database, or a store whose uploads were cleared, still shows every demo cover.
 */
export async function ensureSeedCovers(
  db: DbOrTx,
  files: FileStore,
  colorsFor: (title: string) => [string, string] | undefined = () => undefined,
): Promise<number> {
  const rows = await db
    .select({ id: questions.id, title: questions.title, imageUrl: questions.imageUrl })
    .from(questions)
    .where(like(questions.imageUrl, '/uploads/seed/%'));
  const missing: typeof rows = [];
  for (const row of rows) {
    if (row.imageUrl !== seedCoverUrl(row.id)) continue;
    if ((await files.size(seedCoverKey(row.id))) === null) missing.push(row);
  }
  await Promise.all(missing.map((row) => writeSeedCover(files, row, colorsFor(row.title))));
  return missing.length;
}
