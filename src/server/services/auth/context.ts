/** What the account services need besides the database: mail, the public URL for links, a logger. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import type { Mail, Mailer } from '../../mail/mailer.js';

export interface AuthDeps {
  db: DbOrTx;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

export function authDeps(request: FastifyRequest): AuthDeps {
  const app = request.server;
  return { db: app.db, mailer: app.mailer, config: app.config, log: request.log };
}

/**
 * Sends a mail, logging a failure instead of throwing: the account change it reports is already saved,
 * and the member can ask for the mail again (resend verification, request another reset).
 */
export async function sendMail(deps: AuthDeps, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent');
  }
}
