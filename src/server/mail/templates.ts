/** The mails the site sends, each with a text and an HTML part carrying the same link. */
import type { Mail } from './mailer.js';

const SITE = 'Top 5';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(heading: string, paragraphs: string[], button: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#7c3aed;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#555">If the button does not work, copy this link into your browser:<br>${escapeHtml(button.href)}</p>
</body></html>`;
}

export function verificationMail(to: { email: string; displayName: string }, link: string): Mail {
  const name = to.displayName;
  return {
    to: to.email,
    subject: `Verify your email for ${SITE}`,
    link,
    text: [
      `Hi ${name},`,
      '',
      `Welcome to ${SITE}! Please verify your email address by opening this link:`,
      link,
      '',
      'The link expires in 24 hours. If you did not create an account, you can ignore this email.',
    ].join('\n'),
    html: layout(
      'Verify your email',
      [
        `Hi ${escapeHtml(name)},`,
        `Welcome to ${SITE}! Please verify your email address.`,
        'The link expires in 24 hours. If you did not create an account, you can ignore this email.',
      ],
      { label: 'Verify email', href: link },
    ),
  };
}

export function passwordResetMail(to: { email: string; displayName: string }, link: string): Mail {
  const name = to.displayName;
  return {
    to: to.email,
    subject: `Reset your ${SITE} password`,
    link,
    text: [
      `Hi ${name},`,
      '',
      'Someone asked to reset the password of your account. To choose a new password, open this link:',
      link,
      '',
      'The link expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.',
    ].join('\n'),
    html: layout(
      'Reset your password',
      [
        `Hi ${escapeHtml(name)},`,
        'Someone asked to reset the password of your account. To choose a new password, use the button below.',
        'The link expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.',
      ],
      { label: 'Reset password', href: link },
    ),
  };
}
