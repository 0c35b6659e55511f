import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DataDirInUseError } from './data-dir-lock.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A second server on the same folder: opens the embedded database, writes a row, says so, then waits. */
function otherServer(dataDir: string): Promise<ChildProcess> {
  const script = `
    import { sql } from 'drizzle-orm';
    import { openDatabase } from './src/server/db/client.ts';
    const { db } = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    await db.execute(sql\`create table kept (note text)\`);
    await db.execute(sql\`insert into kept values ('written before kill -9')\`);
    console.log('open');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the other server exited with ${code}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', () => resolve()),
  );
}

describe('the embedded database folder', () => {
  it('is refused to a second process while the first holds it, and taken over once the first is killed', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'top5-lock-')), 'db');
    const first = await otherServer(dataDir);

    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toBe(
      `The embedded database in ${dataDir} is in use by process ${first.pid}. Stop that process first, ` +
        'or give this one another DATA_DIR.',
    );

    // kill -9 leaves the lock file behind, naming a process that no longer exists.
    first.kill('SIGKILL');
    await exited(first);
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);

    const database = await openDatabase({ dataDir });
    const result = (await database.db.execute(sql`select note from kept`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ note: 'written before kill -9' }]);
    expect(JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    await database.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
