/**
 * The Content-Security-Policy sources that allow the page's two inline scripts by their hashes: the colour
 * theme's (decision 027) and the one that starts the entry after the first frame (decision 115).
 */
import { createHash } from 'node:crypto';
import { ENTRY_SCRIPT } from '../../shared/entry-script.js';
import { THEME_SCRIPT } from '../../shared/theme-script.js';

const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function inlineScriptSources(): string[] {
  return [sourceOf(THEME_SCRIPT), sourceOf(ENTRY_SCRIPT)];
}
