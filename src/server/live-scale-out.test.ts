/**
 * Live updates across processes (decision 108): two app processes on one PostgreSQL, a member's stream open
 * on one and the like that concerns them made through the other. The stream hears of it through the
 * invalidation listener each process already has (no connection per stream), within a second; a reconnect
 * with Last-Event-ID, to either process, replays what was missed; a visitor hears no notification.
 * Runs with TEST_DATABASE_URL.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.js';
import { questions, type UserRow } from './db/schema/index.js';
import { submitAnswer } from './services/answers/submit-answer.js';
import { adminQuery as adminQueryOn, startAppProcess } from './test/app-process.js';
import { serverUrlFor } from './test/database-url.js';
import { type OpenStream, openStream } from './test/event-stream.js';
import { createUser, signIn } from './test/factories.js';
import { freePort } from './test/free-port.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `top5_test_live_${process.pid}_${randomBytes(3).toString('hex')}`;
const processes: ChildProcess[] = [];
const bases: string[] = [];
const streams: OpenStream[] = [];
let dataDir = '';
let database: Database;
let author: { user: UserRow; cookie: string };
let responseId = 0;

const adminQuery = (query: string) => adminQueryOn(serverUrl!, query);

async function startServer(port: number): Promise<void> {
  const started = await startAppProcess({
    port,
    databaseUrl: serverUrlFor(serverUrl!, name),
    dataDir,
  });
  processes.push(started.child);
  bases.push(started.base);
}

async function stream(base: string, headers: Record<string, string> = {}, query = '') {
  const opened = await openStream(`${base}/api/events${query}`, headers);
  streams.push(opened);
  return opened;
}

/** A new member likes the author's list through `base`. */
async function likeThrough(base: string): Promise<void> {
  const liker = await createUser(database.db);
  const res = await fetch(`${base}/api/responses/${responseId}/toggle-like`, {
    method: 'POST',
    headers: { cookie: await signIn(database.db, liker), 'content-type': 'application/json' },
    body: JSON.stringify({ like: true }),
  });
  expect(res.status).toBe(200);
}

describe.runIf(serverUrl)('live updates across two app processes', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-live-'));
    await adminQuery(`create database ${name}`);
    await Promise.all([startServer(await freePort()), startServer(await freePort())]);
    database = await openDatabase({ url: serverUrlFor(serverUrl!, name), poolSize: 2 });
    const user = await createUser(database.db);
    author = { user, cookie: await signIn(database.db, user) };
    const [{ id: questionId }] = await database.db
      .insert(questions)
      .values({ title: 'Top 5 films, live', description: 'Five.' })
      .returning({ id: questions.id });
    ({ responseId } = await submitAnswer(database.db, {
      questionId,
      user,
      answers: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      isPublic: true,
    }));
  }, 120_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await database?.close();
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
      ),
    );
    await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a like through one process reaches the author's stream on the other within a second", async () => {
    const [a, b] = bases;
    const s = await stream(b, { cookie: author.cookie });
    await s.waitFor('unread');
    const visitor = await stream(b);
    const likedAt = Date.now();
    await likeThrough(a);
    const [note] = await s.waitFor('notification', 1, 1_000);
    expect(Date.now() - likedAt).toBeLessThan(1_000);
    expect(note.data).toMatchObject({ type: 'like', id: Number(note.id) });
    await s.waitFor('unread', 2);
    expect(s.of('unread').at(-1)?.data).toEqual({ unreadCount: 1 });
    expect(visitor.of('notification')).toEqual([]);
    s.close();
    visitor.close();
  });

  it('a reconnect with Last-Event-ID, to the other process, replays every notification missed', async () => {
    const [a, b] = bases;
    const s = await stream(a, { cookie: author.cookie });
    await s.waitFor('unread');
    await likeThrough(b);
    const [seen] = await s.waitFor('notification');
    s.close();
    await likeThrough(a);
    await likeThrough(b);
    const again = await stream(b, { cookie: author.cookie, 'last-event-id': seen.id ?? '' });
    const replayed = await again.waitFor('notification', 2);
    expect(replayed.map((e) => Number(e.id)).every((id) => id > Number(seen.id))).toBe(true);
    await again.waitFor('unread');
    expect(again.of('notification')).toHaveLength(2);
    expect(again.of('unread').at(-1)?.data).toEqual({ unreadCount: 4 });
  });

  it('a graceful stop ends the open streams and is not held by them', async () => {
    const child = processes[0];
    const s = await stream(bases[0], { cookie: author.cookie });
    await s.waitFor('unread');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const started = Date.now();
    child.kill('SIGTERM');
    await s.ended;
    await exited;
    expect(child.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
