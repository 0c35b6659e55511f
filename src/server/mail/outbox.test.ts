/**
 * The mail outbox against a real SMTP server the test runs (smtp-server), which can be told to refuse mail:
 * the worker sends on its own, retries with backoff, gives up in the end, and processes sharing the table
 * send each mail once.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { accountMailPreparers } from '../services/auth/account-mails.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createMailer } from './mailer.js';
import { createMailOutbox, OUTBOX_SETTINGS, retryDelaySeconds } from './outbox.js';

interface Received {
  to: string[];
  raw: string;
}

let received: Received[] = [];
let refuseNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (refuseNext > 0) {
        refuseNext--;
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  refuseNext = 0;
});

const rowsTo = (email: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
const askDeletion = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/data-deletion-request',
    payload: { email, reason: 'Please delete my data' },
  });

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the mail outbox', () => {
  it('records the mail in the request and sends it from the worker, woken at once', async () => {
    // Polls a minute apart here: a mail that arrives well within that was sent because the request woke the
    // worker (a margin of 20 s, so a busy machine cannot fail it).
    const pollMs = OUTBOX_SETTINGS.pollMs;
    OUTBOX_SETTINGS.pollMs = 60_000;
    ctx.app.mailOutbox.start();
    try {
      const started = Date.now();
      expect((await askDeletion('woken@example.com')).statusCode).toBe(200);
      await until(() => received.some((m) => m.to.includes('woken@example.com')), 20_000);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await ctx.app.mailOutbox.stop();
      OUTBOX_SETTINGS.pollMs = pollMs;
    }
    const [row] = await rowsTo('woken@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, message: null });
    expect(row.doneAt).toBeInstanceOf(Date);
  });

  it('retries a mail the SMTP server refused, after a backoff, and marks it sent', async () => {
    refuseNext = 1;
    await askDeletion('retry@example.com');
    await ctx.app.mailOutbox.drain();
    expect(received).toHaveLength(0);
    const [waiting] = await rowsTo('retry@example.com');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('try again later');
    const waitSeconds = (waiting.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(retryDelaySeconds(1) - 5);
    expect(waitSeconds).toBeLessThanOrEqual(retryDelaySeconds(1) + 1);

    // Not due yet: nothing is tried.
    await ctx.app.mailOutbox.drain();
    expect(received).toHaveLength(0);

    await ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, waiting.id));
    await ctx.app.mailOutbox.drain();
    expect(received.map((m) => m.to)).toEqual([['retry@example.com']]);
    const [sent] = await rowsTo('retry@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, message: null, lastError: null });
  });

  it('doubles the wait after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it('gives up after the last attempt and keeps no body', async () => {
    refuseNext = 1;
    await askDeletion('give.up@example.com');
    const [row] = await rowsTo('give.up@example.com');
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: OUTBOX_SETTINGS.maxAttempts - 1 })
      .where(eq(mailOutbox.id, row.id));
    await ctx.app.mailOutbox.drain();
    const [failed] = await rowsTo('give.up@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: OUTBOX_SETTINGS.maxAttempts, message: null });
  });

  it('stores only the address for a reset, never a link, and skips an address without an account', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'no.account@example.com' },
    });
    const [pending] = await rowsTo('no.account@example.com');
    expect(pending).toMatchObject({ kind: 'reset_password', message: null, status: 'pending' });
    await ctx.app.mailOutbox.drain();
    const [done] = await rowsTo('no.account@example.com');
    expect(done.status).toBe('skipped');
    expect(received).toHaveLength(0);
  });

  it('sends each mail once when several processes drain the same table', async () => {
    const emails = Array.from({ length: 24 }, (_, i) => `shared${i}@example.com`);
    for (const email of emails) await askDeletion(email);
    const { port } = smtp.server.address() as AddressInfo;
    // A second process: its own outbox and SMTP connection, the same database.
    const other = createMailOutbox({
      db: ctx.db,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Top 5 <no-reply@top5.local>',
        dataDir: ctx.dataDir,
        log: ctx.app.log,
      }),
      log: ctx.app.log,
      prepare: accountMailPreparers('http://localhost:3000'),
    });
    await Promise.all([ctx.app.mailOutbox.drain(), other.drain()]);
    const to = received.flatMap((m) => m.to).sort();
    expect(to).toEqual([...emails].sort());
  });
});
