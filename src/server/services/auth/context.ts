/** What the account services need besides the database: the mail outbox, the public URL for links, a logger. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import type { Mail } from '../../mail/mailer.js';
import type { MailOutbox, OutboxItem } from '../../mail/outbox.js';

export interface AuthDeps {
  db: DbOrTx;
  mailOutbox: MailOutbox;
  config: Config;
  log: FastifyBaseLogger;
}

export function authDeps(request: FastifyRequest): AuthDeps {
  const app = request.server;
  return { db: app.db, mailOutbox: app.mailOutbox, config: app.config, log: request.log };
}

/**
 * Records a mail for the outbox worker to send, and wakes it. The request does not wait for the sending,
 * nor learn how it went: it takes the same time whoever the mail is for.
 */
export async function queueMail(deps: AuthDeps, item: OutboxItem): Promise<void> {
  await deps.mailOutbox.enqueue(deps.db, item);
  deps.mailOutbox.wake();
}

/**
 * Sends a mail now, through the outbox (a failed send is retried by its worker), for calls whose answer
 * reveals nothing by its timing (the caller is signed in). A failure is logged instead of thrown: the
 * account change the mail reports is already saved.
 */
export async function sendMail(deps: AuthDeps, mail: Mail): Promise<void> {
  try {
    await deps.mailOutbox.sendNow(mail);
  } catch (err) {
    deps.log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent');
  }
}
