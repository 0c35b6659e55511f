import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';

/**
 * Mail waiting to be sent, drained by every app process (src/server/mail/outbox.ts), so no request waits on
 * SMTP and no request's timing depends on whether an address has an account. `kind` says how the worker
 * builds the mail: 'prepared' carries it in `message`; 'verify_email' and 'reset_password' are only an
 * address, looked up when sent (no mail for an address without a matching account), with a token issued
 * then, so no usable link is ever stored here. Sent rows lose their `message` and go after 7 days.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** The mail itself for 'prepared' ({ subject, text, html }); null otherwise and once done. */
    message: jsonb('message').$type<{ subject: string; text: string; html: string; link?: string }>(),
    /** pending, then sent, skipped (nobody to mail) or failed (gave up after the last retry). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending row may next be tried; a claimed row is leased by moving it into the future. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: at('done_at'),
  },
  (t) => [
    index('mail_outbox_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_done_at').on(t.doneAt).where(sql`${t.doneAt} is not null`),
    check('mail_outbox_kind', sql`${t.kind} in ('prepared', 'verify_email', 'reset_password')`),
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sent', 'skipped', 'failed')`),
  ],
);
