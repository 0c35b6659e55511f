/**
 * The mail outbox: requests only record a mail in PostgreSQL (table mail_outbox); a worker in every app
 * process sends it. So no request waits on SMTP, a failed send is retried with backoff, and a request's time
 * cannot depend on whether an address has an account (decision 015). Several processes share the table:
 * each claims due rows with FOR UPDATE SKIP LOCKED and a lease, so a row goes to one of them at a time.
 * Delivery is at least once: a process that dies between sending and marking sends again after the lease.
 */
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { burstLogger, describeUnavailable, isDatabaseUnavailable } from '../db/unavailable.js';
import { claimScheduledRun } from '../services/scheduled-jobs/claim-run.js';
import type { Mail, Mailer } from './mailer.js';

/** Mails built when they are sent, from the address alone (the worker looks the account up then). */
export type AccountMailKind = 'verify_email' | 'reset_password';

export type OutboxItem = { kind: 'prepared'; mail: Mail } | { kind: AccountMailKind; to: string };

/** Builds an account mail for an address, or null when there is nobody to mail (unknown, already done). */
export type MailPreparer = (db: Db, recipient: string) => Promise<Mail | null>;

export const OUTBOX_SETTINGS = {
  /** How often an idle worker looks for due mail (a wake-up on insert usually comes first). */
  pollMs: 1_000,
  /**
   * A wake-up sends after this many ms plus a random 0 to wakeJitterMs: never within the request that
   * recorded the mail (whose time must not depend on what is sent), and not at a fixed time after it.
   */
  wakeDelayMs: 200,
  wakeJitterMs: 200,
  batchSize: 10,
  /** How long a claimed row is reserved for its sender; longer than the SMTP timeouts (mailer.ts). */
  leaseSeconds: 120,
  /** Sends tried before a mail is marked failed: 30 s, then doubling up to 1 hour apart (about 3 hours). */
  maxAttempts: 10,
  /** Done rows are deleted after this many days. */
  keepDays: 7,
  cleanupEveryMs: 10 * 60_000,
};

/** Seconds to wait after the attempt-th failed send: 30 s, 60 s, 120 s, ..., at most 1 hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

export interface MailOutbox {
  /** Records a mail, in the caller's transaction when given one; call wake() once that has committed. */
  enqueue(db: DbOrTx, item: OutboxItem): Promise<void>;
  /** Tells this process's worker that there is new mail (no-op when the worker is not started). */
  wake(): void;
  /** Records a prepared mail and sends it right away; a failure is left to the worker's retries. */
  sendNow(mail: Mail): Promise<void>;
  /** Starts the worker (server.ts, once listening). */
  start(): void;
  /** Stops the worker, waiting for the mail it is sending. */
  stop(): Promise<void>;
  /** Sends everything due now, including what the worker is sending (tests; ends when nothing is due). */
  drain(): Promise<void>;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutboxOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  prepare: Record<AccountMailKind, MailPreparer>;
  /** False while the database is known to be down: the worker then waits instead of trying. */
  dbAvailable?: () => boolean;
}

export function createMailOutbox(options: OutboxOptions): MailOutbox {
  const { db, mailer, log, prepare } = options;
  const settings = OUTBOX_SETTINGS;
  const reportUnavailable = burstLogger((fields, message) => log.warn(fields, message));
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let failuresInARow = 0;
  let lastCleanup = 0;

  const leaseUntil = sql`now() + make_interval(secs => ${settings.leaseSeconds})`;

  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(settings.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function finish(id: number, status: 'sent' | 'skipped'): Promise<void> {
    // The body goes once done: nothing personal lingers in the table longer than needed.
    await db
      .update(mailOutbox)
      .set({ status, doneAt: sql`now()`, message: null, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  async function failed(row: Pick<OutboxRow, 'id' | 'attempts'>, error: unknown): Promise<void> {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (row.attempts >= settings.maxAttempts) {
      log.error(
        { err: error, outboxId: row.id, attempts: row.attempts },
        'mail could not be sent: giving up',
      );
      await db
        .update(mailOutbox)
        .set({ status: 'failed', doneAt: sql`now()`, message: null, lastError })
        .where(eq(mailOutbox.id, row.id));
      return;
    }
    const delay = retryDelaySeconds(row.attempts);
    log.warn(
      { err: error, outboxId: row.id, attempts: row.attempts, retryInSeconds: delay },
      'mail could not be sent: will retry',
    );
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delay})`, lastError })
      .where(eq(mailOutbox.id, row.id));
  }

  /** Sends one claimed row. A failure to build or send it is a failed attempt, retried later. */
  async function deliver(row: OutboxRow): Promise<void> {
    let mail: Mail | null;
    try {
      mail =
        row.kind === 'prepared'
          ? row.message && { to: row.recipient, ...row.message }
          : await prepare[row.kind as AccountMailKind](db, row.recipient);
      if (mail) await mailer.send(mail);
    } catch (error) {
      await failed(row, error);
      return;
    }
    // A failure here leaves the row leased: it is sent again after the lease (at least once).
    await finish(row.id, mail ? 'sent' : 'skipped');
  }

  async function sendDue(): Promise<number> {
    const rows = await claim();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  /** Deletes old done rows: one process per cleanupEveryMs across the cluster (decision 100). */
  async function cleanUp(): Promise<void> {
    if (Date.now() - lastCleanup < settings.cleanupEveryMs) return;
    lastCleanup = Date.now();
    if (!(await claimScheduledRun(db, 'mail-outbox-cleanup', settings.cleanupEveryMs))) return;
    await db
      .delete(mailOutbox)
      .where(lt(mailOutbox.doneAt, sql`now() - make_interval(days => ${settings.keepDays})`));
  }

  /** Runs the worker in delayMs, unless it is already due to run sooner (so wake-ups never postpone it). */
  function schedule(delayMs: number): void {
    if (!started) return;
    const at = Date.now() + delayMs;
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  function run(): void {
    timer = null;
    if (running) {
      // Mail recorded during this run is looked for again right after it.
      again = true;
      return;
    }
    running = (async () => {
      let next = settings.pollMs;
      try {
        // While the database is known to be down there is nothing to try: look again at the next poll.
        if (!options.dbAvailable || options.dbAvailable()) {
          while ((await sendDue()) === settings.batchSize) {}
          await cleanUp();
          failuresInARow = 0;
        }
      } catch (error) {
        failuresInARow++;
        // Backs off while the database is away: 1 s, 2 s, 4 s ... up to 30 s between tries.
        next = Math.min(30_000, settings.pollMs * 2 ** Math.min(failuresInARow, 5));
        if (isDatabaseUnavailable(error)) {
          reportUnavailable(describeUnavailable(error), 'mail outbox: database unreachable, will retry');
        } else {
          log.error({ err: error }, 'mail outbox: could not look for mail to send');
        }
      } finally {
        running = null;
      }
      schedule(again ? settings.wakeDelayMs : next);
      again = false;
    })();
  }

  return {
    async enqueue(tx, item) {
      await tx.insert(mailOutbox).values(
        item.kind === 'prepared'
          ? {
              kind: 'prepared',
              recipient: item.mail.to,
              message: {
                subject: item.mail.subject,
                text: item.mail.text,
                html: item.mail.html,
                ...(item.mail.link ? { link: item.mail.link } : {}),
              },
            }
          : { kind: item.kind, recipient: item.to },
      );
    },

    wake() {
      schedule(settings.wakeDelayMs + Math.floor(Math.random() * settings.wakeJitterMs));
    },

    async sendNow(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: 'prepared',
          recipient: mail.to,
          message: { subject: mail.subject, text: mail.text, html: mail.html },
          attempts: 1,
          nextAttemptAt: leaseUntil,
        })
        .returning({ id: mailOutbox.id, attempts: mailOutbox.attempts });
      try {
        await mailer.send(mail);
      } catch (error) {
        await failed(row, error);
        return;
      }
      await finish(row.id, 'sent');
    },

    start() {
      if (started) return;
      started = true;
      schedule(0);
    },

    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },

    async drain() {
      for (;;) {
        if (running) await running;
        const sent = await sendDue();
        if (sent === 0 && !running) return;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail waiting to be sent, and the worker sending it (started by server.ts). */
    mailOutbox: MailOutbox;
  }
}
