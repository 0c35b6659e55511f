/** Where the end-to-end tests look for Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
import fs from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  try {
    fs.accessSync(chromiumPath(), fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
