/**
 * One process at a time in an embedded database's folder: PGlite has no lock of its own, and a second
 * process opening the same folder (a second `npm start`, a seed run beside the server, a restart that
 * overlaps the old process's shutdown) corrupts it. The lock is a file beside the folder naming its owner;
 * an owner that has died (kill -9, a crash) leaves a stale file, which the next process takes over.
 */
import fs from 'node:fs';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. Stop that process first, ` +
        'or give this one another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** For `.catch()` where a database is opened at start: a folder in use ends the process with that sentence. */
export function exitWhenInUse(error: unknown): never {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

interface Owner {
  pid: number;
  /** The process's start time as Linux counts it, so a pid reused by another process is not mistaken for it. */
  started: string | null;
}

/** Takes the lock on `dataDir`, or throws DataDirInUseError; returns what releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  const me: Owner = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => release(file, me);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && owner.pid !== process.pid && isAlive(owner)) throw new DataDirInUseError(dataDir, owner.pid);
    // Stale: its owner is gone. Removed, then taken like a free lock (another process may win the race).
    fs.rmSync(file, { force: true });
  }
  const owner = readOwner(file);
  throw new DataDirInUseError(dataDir, owner?.pid ?? 0);
}

function release(file: string, me: Owner): void {
  const owner = readOwner(file);
  if (owner?.pid === me.pid) fs.rmSync(file, { force: true });
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, started: owner.started ?? null } : null;
  } catch {
    return null; // unreadable or half written: treated as stale
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

/** Field 22 of /proc/PID/stat (after the command's closing parenthesis), or null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
