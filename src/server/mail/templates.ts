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

/** A plain notice with no button (something changed on the account, or nothing will). */
function notice(to: string, subject: string, heading: string, lines: string[]): Mail {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${lines
  .filter((line) => line !== '')
  .map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`)
  .join('\n')}
</body></html>`,
  };
}

/** To the new address of an email change: follow the link and the account moves to it. */
export function emailChangeMail(to: { newEmail: string; displayName: string }, link: string): Mail {
  const name = to.displayName;
  return {
    to: to.newEmail,
    subject: `Confirm your new email for ${SITE}`,
    link,
    text: [
      `Hi ${name},`,
      '',
      `You asked to use this address for your ${SITE} account. To confirm it, open this link:`,
      link,
      '',
      'The link expires in 24 hours. Until you open it, your account keeps its old address. If you did not ask for this, you can ignore this email.',
    ].join('\n'),
    html: layout(
      'Confirm your new email',
      [
        `Hi ${escapeHtml(name)},`,
        `You asked to use this address for your ${SITE} account. To confirm it, use the button below.`,
        'The link expires in 24 hours. Until you open it, your account keeps its old address. If you did not ask for this, you can ignore this email.',
      ],
      { label: 'Confirm email', href: link },
    ),
  };
}

/** To an address that already has an account, when someone asks to move another account to it. */
export function emailInUseMail(to: string): Mail {
  return notice(to, `Someone tried to use this email on ${SITE}`, 'This address already has an account', [
    `Someone signed in to ${SITE} asked to move their account to this address.`,
    'This address already belongs to an account, so nothing changed.',
    'If it was you, sign in with this address instead. If not, you can ignore this email.',
  ]);
}

/** To the old address, once an email change is confirmed. */
export function emailChangedMail(to: { email: string; displayName: string }, newEmail: string): Mail {
  return notice(to.email, `Your ${SITE} email was changed`, 'Your email was changed', [
    `Hi ${to.displayName},`,
    `The email address of your ${SITE} account was changed to ${newEmail}. Mail now goes there.`,
    'If you did not do this, reset your password from the sign-in page at once, or reply to this email.',
  ]);
}

/** To the member, after their password was changed while signed in. */
export function passwordChangedMail(to: { email: string; displayName: string }): Mail {
  return notice(to.email, `Your ${SITE} password was changed`, 'Your password was changed', [
    `Hi ${to.displayName},`,
    `The password of your ${SITE} account was just changed, and your other browsers were signed out.`,
    'If you did not do this, reset your password from the sign-in page at once.',
  ]);
}
