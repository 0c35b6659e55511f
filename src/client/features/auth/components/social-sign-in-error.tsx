import { CircleAlert } from 'lucide-react';
import type { SocialSignInError } from '@/shared/api/auth';

/** What a refused social sign-in (/auth?error=<code>&provider=...) tells the person, by the server's code. */
const messages: Record<SocialSignInError, (provider: string) => { title: string; detail: string }> = {
  not_configured: (p) => ({
    title: `${p} sign-in is not configured on this site`,
    detail: 'Please sign in or register with your email address.',
  }),
  provider_unavailable: (p) => ({
    title: `${p} could not be reached`,
    detail: 'Please try again in a moment, or sign in with your email address.',
  }),
  cancelled: (p) => ({
    title: `${p} sign-in was cancelled`,
    detail: 'Nothing was changed. You can try again or use your email address.',
  }),
  invalid_state: (p) => ({
    title: `Your ${p} sign-in expired or could not be checked`,
    detail: 'Please start again from this page, in the same browser.',
  }),
  verification_failed: (p) => ({
    title: `${p} could not confirm who you are`,
    detail: 'You have not been signed in. Please try again.',
  }),
  email_unverified: (p) => ({
    title: 'An account with this email already exists',
    detail: `${p} has not confirmed that this address is yours, so it was not linked. Please sign in with your email and password.`,
  }),
  too_many_attempts: () => ({
    title: 'Too many sign-in attempts',
    detail: 'Please wait a few minutes and try again.',
  }),
};

const providerNames: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

export interface SocialSignInErrorInfo {
  title: string;
  detail: string;
}

/** The message for the address's `error` and `provider`, or null when it has none. */
export function socialSignInError(params: URLSearchParams): SocialSignInErrorInfo | null {
  const code = params.get('error');
  if (!code) return null;
  const provider = providerNames[params.get('provider') ?? ''] ?? 'Social';
  const message = messages[code as SocialSignInError];
  return message
    ? message(provider)
    : { title: 'Sign-in did not work', detail: 'You have not been signed in. Please try again.' };
}

export function SocialSignInErrorAlert({ error }: { error: SocialSignInErrorInfo }) {
  return (
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-lg border border-destructive/25 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{error.title}</p>
        <p>{error.detail}</p>
      </div>
    </div>
  );
}
