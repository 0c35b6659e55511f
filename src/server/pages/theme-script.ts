/** The Content-Security-Policy source that allows the inline colour-theme script (decision 027). */
import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '../../shared/theme-script.js';

export function themeScriptSource(): string {
  return `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
}
