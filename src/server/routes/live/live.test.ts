/**
 * GET /api/events (decision 108) in one process: a member's stream carries their new notifications with
 * their ids and the unread count, a reconnect with Last-Event-ID replays what was missed, a visitor hears
 * no notification, results move at most once a second, a sign-out ends the stream (a session sliding along
 * does not), a stop ends them all.
 * Across two processes: live-scale-out.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../../../shared/constants.js';
import type { UserRow } from '../../db/schema/index.js';
import { sessions } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { type OpenStream, openStream } from '../../test/event-stream.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let base = '';
let author: { user: UserRow; cookie: string };
let questionId = 0;
let responseId = 0;
const open: OpenStream[] = [];

async function stream(path: string, headers: Record<string, string> = {}) {
  const opened = await openStream(`${base}${path}`, headers);
  open.push(opened);
  return opened;
}

async function likeBySomeone(): Promise<void> {
  const liker = await createSignedInUser(ctx.db);
  const liked = await call(ctx, 'POST', `/api/responses/${responseId}/toggle-like`, liker.cookie, {
    like: true,
  });
  expect(liked.statusCode).toBeLessThan(300);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  author = await createSignedInUser(ctx.db);
  questionId = (await createQuestion(ctx.db)).id;
  responseId = await createResponse(ctx.db, author.user, questionId);
});
afterAll(async () => {
  for (const s of open) s.close();
  await ctx.close();
});

describe('GET /api/events', () => {
  it('is an uncompressed, unkept event stream', async () => {
    const s = await stream('/api/events', { cookie: author.cookie, 'accept-encoding': 'br, gzip' });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toContain('no-store');
    expect(s.headers['x-accel-buffering']).toBe('no');
    // The first event is the unread count, so a badge is right from the start.
    const [unread] = await s.waitFor('unread');
    expect(unread.data).toEqual({ unreadCount: 0 });
    s.close();
  });

  it("sends the member a like on their list as it happens, with the notification's id", async () => {
    const s = await stream('/api/events', { cookie: author.cookie });
    await s.waitFor('unread');
    await likeBySomeone();
    const [note] = await s.waitFor('notification', 1, 1_000);
    expect(note.data).toMatchObject({ type: 'like', isRead: false });
    expect(note.id).toBe(String((note.data as { id: number }).id));
    await s.waitFor('unread', 2, 1_000);
    expect(s.of('unread').at(-1)?.data).toEqual({ unreadCount: 1 });
    s.close();
  });

  it('replays every notification after Last-Event-ID on a reconnect, and nothing before it', async () => {
    const first = await stream('/api/events', { cookie: author.cookie });
    await first.waitFor('unread');
    await likeBySomeone();
    const [seen] = await first.waitFor('notification');
    first.close();
    // Missed while the tab was away.
    await likeBySomeone();
    await likeBySomeone();
    const again = await stream('/api/events', { cookie: author.cookie, 'last-event-id': seen.id ?? '' });
    const replayed = await again.waitFor('notification', 2);
    expect(replayed.map((e) => Number(e.id))).toEqual(
      [...replayed.map((e) => Number(e.id))].sort((a, b) => a - b),
    );
    expect(replayed.every((e) => Number(e.id) > Number(seen.id))).toBe(true);
    await again.waitFor('unread');
    expect(again.of('notification')).toHaveLength(2);
    again.close();
  });

  it('sends a visitor no notification, only the results of the questions they show', async () => {
    const visitor = await stream(`/api/events?questions=${questionId}`);
    expect(visitor.status).toBe(200);
    const member = await stream('/api/events', { cookie: author.cookie });
    await member.waitFor('unread');
    await likeBySomeone();
    await member.waitFor('notification');
    const other = await createSignedInUser(ctx.db);
    await createResponse(ctx.db, other.user, questionId, { answers: ['Jaws', 'Heat', 'Alien', 'Ran', 'Up'] });
    const [results] = await visitor.waitFor('results');
    expect(results.data).toMatchObject({ questionId, totalResponses: 2 });
    expect(visitor.of('notification')).toEqual([]);
    expect(visitor.of('unread')).toEqual([]);
    visitor.close();
    member.close();
  });

  it('sends a question its results at most once a second, however fast its lists come', async () => {
    const q = (await createQuestion(ctx.db)).id;
    const s = await stream(`/api/events?questions=${q}`);
    const started = Date.now();
    for (let i = 0; i < 4; i++) {
      const m = await createSignedInUser(ctx.db);
      await createResponse(ctx.db, m.user, q);
    }
    // Every list is in once the figures say 4.
    await vi.waitFor(() => expect(s.of('results').at(-1)?.data).toMatchObject({ totalResponses: 4 }), {
      timeout: 4_000,
    });
    const last = s.of('results');
    const elapsed = Date.now() - started;
    expect(last.length).toBeLessThanOrEqual(Math.floor(elapsed / 1_000) + 1);
    s.close();
  });

  it('answers 400 to questions that are not ids', async () => {
    for (const bad of ['abc', '1,x', '0', '-1', Array.from({ length: 21 }, (_, i) => i + 1).join(',')]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/events?questions=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTypeOf('string');
    }
  });

  it('ends the stream when its session is signed out', async () => {
    const member = await createSignedInUser(ctx.db);
    const s = await stream('/api/events', { cookie: member.cookie });
    await s.waitFor('unread');
    expect((await call(ctx, 'POST', '/api/auth/logout', member.cookie)).statusCode).toBe(200);
    await s.ended;
  });

  it('keeps the stream open while its session slides along, and ends it at the sign-out', async () => {
    const member = await createSignedInUser(ctx.db);
    const memberResponse = await createResponse(ctx.db, member.user, questionId);
    const s = await stream('/api/events', { cookie: member.cookie });
    await s.waitFor('unread');
    // Last extended 11 minutes ago: the member's next call slides it (each change of the row notifies its topic).
    const due = new Date(Date.now() + SESSION_TTL_MS - 11 * 60_000);
    await ctx.db.update(sessions).set({ expiresAt: due }).where(eq(sessions.userId, member.user.id));
    const me = await call(ctx, 'GET', '/api/auth/me', member.cookie);
    expect(me.headers['set-cookie']).toContain('top5_session');
    const [row] = await ctx.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    // Still open after both changes: a like made after them reaches it.
    const liker = await createSignedInUser(ctx.db);
    await call(ctx, 'POST', `/api/responses/${memberResponse}/toggle-like`, liker.cookie, { like: true });
    const [notification] = await s.waitFor('notification');
    expect(notification.data).toMatchObject({ type: 'like' });
    expect((await call(ctx, 'POST', '/api/auth/logout', member.cookie)).statusCode).toBe(200);
    await s.ended;
  });

  it('ends every stream on a stop, which waits for none of them', async () => {
    const local = await createTestContext();
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (local.app.server.address() as AddressInfo).port;
    const streams = await Promise.all(
      [1, 2, 3].map(() => openStream(`http://127.0.0.1:${port}/api/events?questions=1`)),
    );
    await vi.waitFor(() => expect(local.app.liveEvents.size).toBe(3));
    const started = Date.now();
    await local.close();
    await Promise.all(streams.map((s) => s.ended));
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
