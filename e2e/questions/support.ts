/** What the question specs share: a real image file, dates as the date picker reads them, the Top 5 form. */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';

/**
 * Writes a real 640x360 PNG (two colour bands) and returns its path: a fresh folder in the run's DATA_DIR,
 * which the global teardown removes.
 */
export async function makePng(name = 'cover.png'): Promise<string> {
  const dir = fs.mkdtempSync(path.join(inject('dataDir'), 'e2e-files-'));
  const file = path.join(dir, name);
  const band = await sharp({
    create: { width: 640, height: 180, channels: 3, background: { r: 250, g: 200, b: 40 } },
  })
    .png()
    .toBuffer();
  await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 120, g: 40, b: 200 } } })
    .composite([{ input: band, top: 180, left: 0 }])
    .png()
    .toFile(file);
  return file;
}

/** 'YYYY-MM-DD' of today + `days` in the browser's own time zone (what its date input takes). */
export function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

/** The 'Your Top 5' form on a question page (a form named by its heading). */
export function answerForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Your Top 5' });
}

/** Types the answers into the boxes 'Answer 1'... in order; a shorter list leaves the rest as they are. */
export async function fillAnswers(form: Locator, answers: readonly string[]): Promise<void> {
  for (const [index, answer] of answers.entries()) {
    await form.getByLabel(`Answer ${index + 1}`, { exact: true }).fill(answer);
  }
}

/** The values of the five answer boxes. */
export async function answerValues(form: Locator): Promise<string[]> {
  const values: string[] = [];
  for (let n = 1; n <= 5; n++)
    values.push(await form.getByLabel(`Answer ${n}`, { exact: true }).inputValue());
  return values;
}

/** The lines of a ranked results list (the region named `name`), as the member reads them. */
export async function resultLines(page: Page, name: string): Promise<string[]> {
  const lines = await page.getByRole('region', { name }).getByRole('listitem').allInnerTexts();
  return lines.map((line) => line.replace(/\s+/g, ' ').trim());
}

/** A unique word, so a spec's question and answers can't collide with the demo content or other runs. */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 8);
}
