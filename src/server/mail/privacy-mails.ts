/** The privacy mails: a data deletion request received, and an account deleted. Text and HTML parts. */
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

function html(heading: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${body}
</body></html>`;
}

function mail(to: string, subject: string, heading: string, paragraphs: string[]): Mail {
  return { to, subject, text: paragraphs.join('\n\n'), html: html(heading, paragraphs) };
}

/**
 * Sent to whoever asked, whether or not the address has an account (the mail says nothing about that), with
 * the link that confirms the request (none when the requester was signed in with this address).
 */
export function dataDeletionRequestMail(email: string, privacyUrl: string, confirmUrl: string | null): Mail {
  const confirm = confirmUrl
    ? [
        `Please confirm that this request is yours: open ${confirmUrl} and press Confirm Request. The link works for 7 days and only once. Until it is confirmed, nothing is deleted.`,
      ]
    : [];
  return mail(email, `We received your data deletion request (${SITE})`, 'Data deletion request received', [
    'Hello,',
    `We received a request to delete the data linked to this email address on ${SITE}. Our team reviews every request within 5-7 business days and will write to you when it is done.`,
    ...confirm,
    'If you did not send this request, you can ignore this email: nothing is deleted without a review.',
    `How we handle your data: ${privacyUrl}`,
  ]);
}

export function accountDeletedMail(to: { email: string; displayName: string }): Mail {
  return mail(to.email, `Your ${SITE} account has been deleted`, 'Your account has been deleted', [
    `Hi ${to.displayName},`,
    `Your ${SITE} account and everything it held have been deleted: your profile, your Top 5 lists with all their versions, your likes, comments, follows, reports and notifications.`,
    `This cannot be undone. You are welcome to join ${SITE} again at any time with a new account.`,
  ]);
}

/** The link that confirms deleting an account without a password (docs/decisions/082). */
export function accountDeletionLinkMail(to: { email: string; displayName: string }, link: string): Mail {
  return {
    ...mail(to.email, `Confirm deleting your ${SITE} account`, 'Confirm deleting your account', [
      `Hi ${to.displayName},`,
      `You asked to delete your ${SITE} account. To confirm, open this link and press "Delete my account":`,
      link,
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: nothing is deleted.',
    ]),
    link,
  };
}
