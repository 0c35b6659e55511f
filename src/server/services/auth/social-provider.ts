/** What a social provider's client gives the sign-in flow, and the refusal every failure becomes. */
import type { SocialProvider, SocialSignInError } from '../../../shared/api/auth.js';
import type { SocialState, SocialStateChecks } from './social-state.js';

/** Who the provider says signed in. `emailVerified` is true only when the provider vouches for the email. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the person (OpenID `sub`, Facebook's app-scoped id). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** An https picture URL that stays valid, or null. */
  picture: string | null;
}

export interface SocialClient {
  /** Where to send the browser, and what its callback must check. */
  start(): Promise<{ url: string; checks: SocialStateChecks }>;
  /** Checks the provider's answer at `callbackUrl` against the saved record; throws a SocialRefusal. */
  finish(callbackUrl: URL, saved: SocialState): Promise<SocialProfile>;
}

/** A refused sign-in: the browser lands on /auth?error=<code>. `reason` is for the log only. */
export class SocialRefusal extends Error {
  constructor(
    readonly code: SocialSignInError,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`social sign-in refused (${code}): ${reason}`, options);
    this.name = 'SocialRefusal';
  }
}

/** The provider's own error parameter on the way back (the person said no, or the provider failed). */
export function refuseProviderError(params: URLSearchParams): void {
  const error = params.get('error');
  if (error) {
    const description = params.get('error_description') ?? params.get('error_reason') ?? '';
    throw new SocialRefusal('cancelled', `provider answered ${error} ${description}`.trim());
  }
}
