/**
 * Scale-out: two app processes on one PostgreSQL serve the same site. A session made on one works on the
 * other, a sign-out or the removal of admin access through one counts at once on both (each keeps sessions in
 * memory: decision 040), rate limits count across both, and a write through one is shown by the other's
 * cached reads (decisions 029, 035, 042). Runs with TEST_DATABASE_URL.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/client.js';
import { questions, users } from './db/schema/index.js';
import { hashPassword } from './lib/passwords.js';
import { submitAnswer } from './services/answers/submit-answer.js';
import { adminQuery as adminQueryOn, startAppProcess } from './test/app-process.js';
import { serverUrlFor } from './test/database-url.js';
import { freePort } from './test/free-port.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `top5_test_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
const processes: ChildProcess[] = [];
const LIST = ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'];
const bases: string[] = [];
let dataDir = '';
let questionId = 0;

const adminQuery = (query: string) => adminQueryOn(serverUrl!, query);

async function startServer(port: number): Promise<void> {
  const started = await startAppProcess({
    port,
    databaseUrl: serverUrlFor(serverUrl!, name),
    dataDir,
    env: { RATE_LIMIT_LOGIN_PER_EMAIL: '3' },
  });
  processes.push(started.child);
  bases.push(started.base);
}

const login = (base: string, password: string, email = 'scale@example.test') =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe.runIf(serverUrl)('two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-scale-'));
    await adminQuery(`create database ${name}`);
    // Both start (and migrate) at once, as behind a load balancer.
    await Promise.all([startServer(await freePort()), startServer(await freePort())]);
    const database = await openDatabase({ url: serverUrlFor(serverUrl!, name), poolSize: 1 });
    const passwordHash = await hashPassword('Sc4le-Password');
    await database.db.insert(users).values([
      {
        username: 'scale',
        displayName: 'Scale Test',
        email: 'scale@example.test',
        passwordHash,
        isVerified: true,
      },
      {
        username: 'reader',
        displayName: 'Reader',
        email: 'reader@example.test',
        passwordHash,
        isVerified: true,
      },
      ...['boss', 'deputy'].map((username) => ({
        username,
        displayName: username,
        email: `${username}@example.test`,
        passwordHash,
        isVerified: true,
        isAdmin: true,
      })),
    ]);
    [{ id: questionId }] = await database.db
      .insert(questions)
      .values({ title: 'Top 5 films on two servers', description: 'Five.' })
      .returning({ id: questions.id });
    await database.close();
  }, 120_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts a session made on one process at the other, and a sign-out on one ends it on both', async () => {
    const [a, b] = bases;
    const signedIn = await login(a, 'Sc4le-Password');
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0];
    // Read twice at each process, so both keep the session in memory (decision 040).
    for (const base of [b, a, b, a]) {
      const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect((await me.json()).user.username).toBe('scale');
    }
    expect((await fetch(`${a}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect(await (await fetch(`${a}/api/auth/me`, { headers: { cookie } })).json()).toEqual({ user: null });
    // The other process hears of it within milliseconds.
    await vi.waitFor(
      async () =>
        expect(await (await fetch(`${b}/api/auth/me`, { headers: { cookie } })).json()).toEqual({
          user: null,
        }),
      { timeout: 2000, interval: 5 },
    );
  });

  it("ends an admin's access at the other process once it is removed at one", async () => {
    const [a, b] = bases;
    const cookieOf = async (email: string) => {
      const signedIn = await login(a, 'Sc4le-Password', email);
      expect(signedIn.status).toBe(200);
      return signedIn.headers.get('set-cookie')!.split(';')[0];
    };
    const boss = await cookieOf('boss@example.test');
    const deputy = await cookieOf('deputy@example.test');
    const adminList = () => fetch(`${b}/api/admin/users`, { headers: { cookie: deputy } });
    for (let i = 0; i < 2; i++) expect((await adminList()).status).toBe(200);
    const users = (await (await fetch(`${a}/api/admin/users`, { headers: { cookie: boss } })).json()).users;
    const deputyId = users.find((u: { username: string }) => u.username === 'deputy').id;
    const removed = await fetch(`${a}/api/admin/users/${deputyId}/admin`, {
      method: 'PATCH',
      headers: { cookie: boss, 'content-type': 'application/json' },
      body: JSON.stringify({ isAdmin: false }),
    });
    expect(removed.status).toBe(200);
    await vi.waitFor(async () => expect((await adminList()).status).toBe(403), {
      timeout: 2000,
      interval: 5,
    });
  });

  it('counts sign-in attempts across both processes', async () => {
    const [a, b] = bases;
    // The limit is 3 per email; the first sign-in of the test above used one.
    expect((await login(a, 'Wrong-Password1')).status).toBe(401);
    expect((await login(b, 'Wrong-Password1')).status).toBe(401);
    const limited = await login(a, 'Wrong-Password1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("shows a write through one process in the other's cached feeds, profile, follow lists and likers", async () => {
    const [a, b] = bases;
    const cookieOf = async (email: string) => {
      const signedIn = await login(a, 'Sc4le-Password', email);
      expect(signedIn.status).toBe(200);
      return signedIn.headers.get('set-cookie')!.split(';')[0];
    };
    const reader = await cookieOf('reader@example.test');
    const write = (method: string, url: string, body?: object) =>
      fetch(`${a}${url}`, {
        method,
        headers: { cookie: reader, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const read = async (url: string) => (await fetch(`${b}${url}`)).json();
    /** Read at the other process until it shows the write (it hears of it within milliseconds). */
    const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2000, interval: 5 });
    const reads = [
      `/api/questions/${questionId}/responses?page=1`,
      '/api/responses/recent?page=1',
      '/api/users/reader',
      '/api/users/reader/responses',
      '/api/users/scale/followers',
      '/api/users/scale',
    ];
    // Kept at the second process before the writes (each read twice).
    for (const url of [...reads, ...reads]) expect((await fetch(`${b}${url}`)).status).toBe(200);

    const saved = await write('POST', `/api/questions/${questionId}/answer`, {
      answers: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      isPublic: true,
    });
    expect(saved.status).toBe(200);
    const { responseId } = await saved.json();
    await eventually(async () => {
      expect((await read(reads[0])).responses.map((r: { id: number }) => r.id)).toEqual([responseId]);
      expect((await read(reads[1])).responses[0].id).toBe(responseId);
      expect((await read(reads[2])).user.answersCount).toBe(1);
      expect((await read(reads[3])).responses.map((r: { id: number }) => r.id)).toEqual([responseId]);
    });

    const likers = `/api/responses/${responseId}/likes`;
    for (const url of [likers, likers]) expect((await fetch(`${b}${url}`)).status).toBe(200);
    // Another member likes it (a member likes others' lists only), then renames themselves.
    const liker = await cookieOf('boss@example.test');
    const asLiker = (method: string, url: string, body: object) =>
      fetch(`${a}${url}`, {
        method,
        headers: { cookie: liker, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await asLiker('POST', `/api/responses/${responseId}/toggle-like`, { like: true })).status).toBe(
      200,
    );
    expect((await asLiker('PATCH', '/api/users/profile', { displayName: 'Boss Renamed' })).status).toBe(200);
    expect((await write('POST', '/api/users/scale/follow')).status).toBe(200);
    expect((await write('PATCH', '/api/users/profile', { displayName: 'Reader Renamed' })).status).toBe(200);
    await eventually(async () => {
      expect((await read(likers)).likers.map((u: { displayName: string }) => u.displayName)).toEqual([
        'Boss Renamed',
      ]);
      expect((await read(reads[0])).responses[0]).toMatchObject({
        likesCount: 1,
        user: { displayName: 'Reader Renamed' },
      });
      expect((await read(reads[4])).users.map((u: { username: string }) => u.username)).toEqual(['reader']);
      expect((await read(reads[5])).user.followersCount).toBe(1);
    });
  });

  it('finds at the other process a member renamed through one: its search index hears the name', async () => {
    const [a, b] = bases;
    const search = async (q: string) => {
      const found = await fetch(`${b}/api/search?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      return (await found.json()).users.map((u: { username: string }) => u.username);
    };
    // The other process reads its index of names now, before the rename.
    expect(await search('quillfeather')).toEqual([]);
    const signedIn = await login(a, 'Sc4le-Password', 'deputy@example.test');
    expect(signedIn.status).toBe(200);
    const renamed = await fetch(`${a}/api/users/profile`, {
      method: 'PATCH',
      headers: {
        cookie: signedIn.headers.get('set-cookie')!.split(';')[0],
        'content-type': 'application/json',
      },
      body: JSON.stringify({ displayName: 'Zanzibar Quillfeather' }),
    });
    expect(renamed.status).toBe(200);
    // Terms never searched before, so no kept answer could serve them: the index itself has the new name.
    await vi.waitFor(async () => expect(await search('zanzibar quill')).toEqual(['deputy']), {
      timeout: 2000,
      interval: 5,
    });
    expect(await search('quilfeather')).toEqual(['deputy']);
    expect(await search('deputy')).toEqual(['deputy']);
  });

  it("shows comments and a comparison changed through one process in the other's cached reads", async () => {
    const [a, b] = bases;
    const signedIn = await login(a, 'Sc4le-Password', 'reader@example.test');
    expect(signedIn.status).toBe(200);
    const reader = signedIn.headers.get('set-cookie')!.split(';')[0];
    const write = (method: string, url: string, body?: object) =>
      fetch(`${a}${url}`, {
        method,
        headers: { cookie: reader, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const readAt = async (url: string) => {
      const answer = await fetch(`${b}${url}`, { headers: { cookie: reader } });
      return { status: answer.status, body: answer.status === 200 ? await answer.json() : null };
    };
    const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2000, interval: 5 });

    // The other member answers two questions behind both processes' backs (their triggers notify both).
    const database = await openDatabase({ url: serverUrlFor(serverUrl!, name), poolSize: 1 });
    const [{ id: secondId }] = await database.db
      .insert(questions)
      .values({ title: 'Top 5 albums on two servers', description: 'Five.' })
      .returning({ id: questions.id });
    const [scale] = await database.db.select().from(users).where(eq(users.username, 'scale'));
    for (const id of [questionId, secondId]) {
      await submitAnswer(database.db, { questionId: id, user: scale, answers: LIST, isPublic: true });
    }
    await database.close();

    const tab = await (await fetch(`${a}/api/users/reader/responses`)).json();
    const responseId = tab.responses.find((r: { questionId: number }) => r.questionId === questionId).id;
    const comments = `/api/responses/${responseId}/comments`;
    const compare = '/api/users/scale/compare';
    // Kept at the second process before the writes (each read twice).
    for (const url of [comments, compare, comments, compare]) expect((await readAt(url)).status).toBe(200);
    expect((await readAt(compare)).body.sharedQuestions).toBe(1);

    const posted = await write('POST', comments, { content: 'Seen on both' });
    expect(posted.status).toBe(201);
    await eventually(async () => {
      expect((await readAt(comments)).body.comments.map((c: { content: string }) => c.content)).toEqual([
        'Seen on both',
      ]);
    });
    expect((await write('DELETE', `/api/comments/${(await posted.json()).id}`)).status).toBe(200);
    await eventually(async () => {
      expect((await readAt(comments)).body).toMatchObject({ comments: [], pagination: { total: 0 } });
    });

    const answer = (id: number, isPublic: boolean) =>
      write('POST', `/api/questions/${id}/answer`, { answers: LIST, isPublic });
    expect((await answer(secondId, true)).status).toBe(200);
    await eventually(async () => {
      expect((await readAt(compare)).body).toMatchObject({ sharedQuestions: 2, overallScore: 1 });
    });
    expect((await answer(questionId, false)).status).toBe(200);
    await eventually(async () => {
      const { body } = await readAt(compare);
      expect(body.sharedQuestions).toBe(1);
      expect(body.questions.map((q: { question: { id: number } }) => q.question.id)).toEqual([secondId]);
      expect((await fetch(`${b}${comments}`)).status).toBe(404);
    });
  });
});
