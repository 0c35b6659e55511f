/** Whether a build output is older than anything it is made from (npm start rebuilds only then). */
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time under entry (a file or a folder), skipping names `skip` matches; 0 if absent. */
export function newestMtime(entry, skip = null) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (skip?.test(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name), skip));
  }
  return newest;
}

/** Why `output` must be built again (missing, or one of `sources` under `root` changed since), or null. */
export function staleReason(root, output, sources, skip = null) {
  const file = path.join(root, output);
  if (!fs.existsSync(file)) return `${output} is missing`;
  const built = fs.statSync(file).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.join(root, s), skip) > built);
  return changed ? `${changed} changed since the last build` : null;
}
