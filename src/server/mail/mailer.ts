/** Sends mail through SMTP_URL, or writes each mail as an .eml file to DATA_DIR/mail in development. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

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
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
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
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await fs.mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, 'mail written to file');
    },
  };
}
