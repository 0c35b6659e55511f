/**
 * Sends mail through SMTP_URL, or writes each mail as an .eml file to DATA_DIR/mail in development.
 * Requests do not call it: they record mail in the outbox (outbox.ts), whose worker does.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type NodemailerModule from 'nodemailer';

/** nodemailer, loaded by the first mail rather than at start-up (decision 038). */
async function nodemailer(): Promise<typeof NodemailerModule> {
  return (await import('nodemailer')).default;
}

/** The value `make` gives on its first call, made once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => {
    made ??= make();
    return made;
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries; logged when mail goes to files, so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // Bounded, so a silent SMTP server fails the attempt (the outbox retries it) well within its lease.
    const transport = once(async () =>
      (await nodemailer()).createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return {
      async send(mail) {
        await (await transport()).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const transport = once(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let sequence = 0;
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await fs.mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // The counter keeps two mails of the same millisecond apart, in the order they were sent.
      sequence = (sequence + 1) % 1_000_000;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
      const file = path.join(dir, `${stamp}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, 'mail written to file');
    },
  };
}
