/**
 * Live updates (issue 25, decision 108): the open event streams of this process, and what reaches them. A
 * stream (GET /api/events, routes/live) belongs to a signed-in member or a visitor and follows the questions
 * its tab shows. Nothing here listens to the database itself: the invalidation listener every process already
 * has (cache/invalidation.ts) passes each topic on, after the read caches, and
 * - `notifications:<member>` sends that member's streams the notifications they have not had yet (one query
 *   per member, however many tabs), each with its id as the event id, then the unread count;
 * - `question:<id>` sends the question's streams its current results, at most once a second per question;
 * - `session:<hash>` ends the streams opened with that session once the database no longer has it (a sign-out),
 *   so a signed-out tab hears nothing; a session whose expiry slid along (every ten minutes of use) keeps them.
 * A stream's memory is its socket and a small record; one timer beats for all of them.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { QuestionResults } from '../../shared/api/results.js';
import type { Db } from '../db/client.js';
import { presentNotification } from '../presenters/notification.js';
import * as notifications from '../services/notifications/notifications.js';
import { findSessionUser } from '../services/sessions.js';

/** How often an idle stream gets a comment line, so proxies and the server's socket timeout keep it open. */
export const HEARTBEAT_MS = 25_000;
/** At most one results event a second per question, however fast its lists change. */
export const RESULTS_INTERVAL_MS = 1_000;
/** Notifications sent per query; a member far behind gets them in pages. */
const REPLAY_PAGE = 50;
/** A stream whose client reads nothing keeps at most this much queued; past it, it is dropped (it reconnects). */
const MAX_QUEUED_BYTES = 256 * 1024;
/** The reconnection delay the browser is told to use, in ms. */
export const RETRY_MS = 2_000;

export interface LiveStream {
  readonly res: ServerResponse;
  readonly userId: number | null;
  readonly sessionTokenHash: string | null;
  readonly questionIds: readonly number[];
  /** The id of the last notification this stream has (sent, or had before it opened). */
  lastNotificationId: number;
}

export interface LiveEventsOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The question's current results, as GET /api/questions/:id/results answers them; null when it is gone. */
  readResults: (questionId: number) => Promise<QuestionResults | null>;
}

/** Adds `value` to the set under `key`. */
function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

/** One server-sent event as written on the wire (`data` is JSON on one line). */
export function formatEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export class LiveEvents {
  private readonly streams = new Set<LiveStream>();
  private readonly byMember = new Map<number, Set<LiveStream>>();
  private readonly byQuestion = new Map<number, Set<LiveStream>>();
  private readonly bySession = new Map<string, Set<LiveStream>>();
  /** Members whose notifications are being read, and whether another read is wanted after it. */
  private readonly delivering = new Map<number, { again: boolean }>();
  /** Per question: when its results were last sent, and the timer of the next send if one is due. */
  private readonly resultsState = new Map<
    number,
    { sentAt: number; timer: NodeJS.Timeout | null; sending: boolean; again: boolean }
  >();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  private listening = false;

  constructor(private readonly options: LiveEventsOptions) {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Streams open in this process (for tests, metrics and the bench). */
  get size(): number {
    return this.streams.size;
  }

  /** Streams open for one member in this process. */
  countFor(userId: number): number {
    return this.byMember.get(userId)?.size ?? 0;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Takes a stream opened by routes/live; it is forgotten when its connection closes. */
  add(stream: LiveStream): void {
    this.streams.add(stream);
    if (stream.userId !== null) addTo(this.byMember, stream.userId, stream);
    if (stream.sessionTokenHash) addTo(this.bySession, stream.sessionTokenHash, stream);
    for (const id of stream.questionIds) addTo(this.byQuestion, id, stream);
    stream.res.once('close', () => this.remove(stream));
  }

  private remove(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    if (stream.userId !== null) removeFrom(this.byMember, stream.userId, stream);
    if (stream.sessionTokenHash) removeFrom(this.bySession, stream.sessionTokenHash, stream);
    for (const id of stream.questionIds) {
      removeFrom(this.byQuestion, id, stream);
      if (!this.byQuestion.has(id)) {
        const state = this.resultsState.get(id);
        if (state?.timer) clearTimeout(state.timer);
        this.resultsState.delete(id);
      }
    }
  }

  /** Writes to one stream; a client that has stopped reading is dropped rather than queued for without end. */
  write(stream: LiveStream, text: string): void {
    const { res } = stream;
    if (res.destroyed || res.writableEnded) return;
    if (res.writableLength > MAX_QUEUED_BYTES) {
      res.destroy();
      return;
    }
    res.write(text);
  }

  private beat(): void {
    for (const stream of this.streams) this.write(stream, ':\n\n');
  }

  // The invalidation listener's side (cache/invalidation.ts): every topic committed anywhere.
  get connected(): boolean {
    return true;
  }

  /** Invalidations stopped or started reaching this process: once they are back, catch up on what was missed. */
  setConnected(connected: boolean): void {
    const wasListening = this.listening;
    this.listening = connected;
    if (!connected || wasListening) return;
    for (const userId of this.byMember.keys()) this.deliverNotifications(userId);
    for (const questionId of this.byQuestion.keys()) this.scheduleResults(questionId);
  }

  invalidate(topic: string): void {
    if (this.closed) return;
    const colon = topic.indexOf(':');
    if (colon < 0) return;
    const kind = topic.slice(0, colon);
    const key = topic.slice(colon + 1);
    if (kind === 'notifications') {
      const userId = Number(key);
      if (this.byMember.has(userId)) this.deliverNotifications(userId);
    } else if (kind === 'question') {
      const questionId = Number(key);
      if (this.byQuestion.has(questionId)) this.scheduleResults(questionId);
    } else if (kind === 'session') {
      if (this.bySession.has(key)) void this.endIfSignedOut(key);
    }
  }

  /**
   * The session's row moved: it ended (a sign-out, a password change) or its expiry slid along. Its streams end
   * unless the database still has it live; a failed read ends them too (the browser's reconnect checks again).
   */
  private async endIfSignedOut(tokenHash: string): Promise<void> {
    const live = await findSessionUser(this.options.db, tokenHash).catch(() => null);
    if (live) return;
    for (const stream of [...(this.bySession.get(tokenHash) ?? [])]) stream.res.end();
  }

  /**
   * Sends the member's streams what they have not had: the notifications after the oldest stream's last one,
   * oldest first, each to the streams that lack it, then the unread count to all. One read at a time per
   * member; a topic arriving meanwhile asks for one more.
   */
  deliverNotifications(userId: number): void {
    const running = this.delivering.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.delivering.set(userId, state);
    const run = async (): Promise<void> => {
      do {
        state.again = false;
        await this.sendNotifications(userId);
      } while (state.again && !this.closed);
    };
    run()
      .catch((error: Error) =>
        this.options.log.warn({ err: error.message, userId }, 'live events: notifications not sent'),
      )
      .finally(() => this.delivering.delete(userId));
  }

  private async sendNotifications(userId: number): Promise<void> {
    for (;;) {
      const streams = this.byMember.get(userId);
      if (!streams || this.closed) return;
      let after = Number.POSITIVE_INFINITY;
      for (const stream of streams) after = Math.min(after, stream.lastNotificationId);
      const rows = await notifications.notificationsAfterId(this.options.db, userId, after, REPLAY_PAGE);
      for (const row of rows) {
        const text = formatEvent('notification', presentNotification(row), row.id);
        for (const stream of this.byMember.get(userId) ?? []) {
          if (row.id <= stream.lastNotificationId) continue;
          this.write(stream, text);
          stream.lastNotificationId = row.id;
        }
      }
      if (rows.length < REPLAY_PAGE) break;
    }
    const unreadCount = await notifications.countUnread(this.options.db, userId);
    const text = formatEvent('unread', { unreadCount });
    for (const stream of this.byMember.get(userId) ?? []) this.write(stream, text);
  }

  /**
   * The question's results go out once RESULTS_INTERVAL_MS has passed since the last time; a change while they
   * are being read sends them once more after that.
   */
  private scheduleResults(questionId: number): void {
    let state = this.resultsState.get(questionId);
    if (!state) {
      state = { sentAt: 0, timer: null, sending: false, again: false };
      this.resultsState.set(questionId, state);
    }
    if (state.sending) state.again = true;
    if (state.timer || state.sending) return;
    const due = state;
    const wait = Math.max(0, due.sentAt + RESULTS_INTERVAL_MS - Date.now());
    due.timer = setTimeout(() => {
      due.timer = null;
      due.sentAt = Date.now();
      due.sending = true;
      void this.sendResults(questionId).finally(() => {
        due.sending = false;
        if (!due.again || this.resultsState.get(questionId) !== due) return;
        due.again = false;
        this.scheduleResults(questionId);
      });
    }, wait);
    due.timer.unref();
  }

  private async sendResults(questionId: number): Promise<void> {
    try {
      const results = await this.options.readResults(questionId);
      if (!results || this.closed) return;
      const text = formatEvent('results', results);
      for (const stream of this.byQuestion.get(questionId) ?? []) this.write(stream, text);
    } catch (error) {
      this.options.log.warn({ err: (error as Error).message, questionId }, 'live events: results not sent');
    }
  }

  /**
   * Ends every stream (the server is stopping): each browser reconnects, to another process if there is
   * one, and sends its Last-Event-ID there. Streams never hold up a graceful stop.
   */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const state of this.resultsState.values()) if (state.timer) clearTimeout(state.timer);
    this.resultsState.clear();
    for (const stream of [...this.streams]) stream.res.end();
  }
}
