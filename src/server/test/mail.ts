/** Reads the .eml files the development mailer wrote, for tests that follow a mailed link. */
import fs from 'node:fs';
import path from 'node:path';

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

export function readMails(dataDir: string): SentMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const header = (key: string) => raw.match(new RegExp(`^${key}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
      return { file: name, to: header('To'), subject: header('Subject'), raw };
    });
}

/** The token in the last mail's link to `pathname` (e.g. '/verify-email'). */
export function tokenFromMail(mail: SentMail, pathname: string): string {
  // Quoted-printable may fold long lines with '=' at the end; unfold before matching.
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(new RegExp(`${pathname.replace('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${pathname} link in mail ${mail.file}`);
  return match[1];
}
