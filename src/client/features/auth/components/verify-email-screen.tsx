import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import { REDIRECT_DELAY_MS } from '@/shared/constants';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, AuthFrame } from './auth-frame';
import { StatusPanel } from './status-panel';

/** What went wrong, in the member's words: the server's reason for a refused token, else the generic line. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 400) return error.serverMessage;
  return 'An error occurred while verifying your email';
}

/** /verify-email?token=: verifies on load, then goes home after 3 s (docs/product.md sections 2 and 4). */
export function VerifyEmailScreen() {
  usePageTitle('Verify email');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // Once only: a token is single use, and StrictMode runs effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verify.isSuccess, navigate]);

  const loginButton = (
    <Button asChild>
      <Link to="/auth">Go to Login</Link>
    </Button>
  );

  let panel: ReactNode;
  if (!token) {
    panel = (
      <StatusPanel tone="error" title="Failed to verify email" actions={loginButton}>
        No verification token provided
      </StatusPanel>
    );
  } else if (verify.isSuccess) {
    panel = (
      <StatusPanel
        tone="success"
        title="Email verified!"
        actions={
          <Button asChild>
            <Link to="/">Continue to Top 5</Link>
          </Button>
        }
      >
        {verify.data?.message ?? 'Your email has been verified.'} Taking you to the home page…
      </StatusPanel>
    );
  } else if (verify.isError) {
    panel = (
      <StatusPanel tone="error" title="Failed to verify email" actions={loginButton}>
        {failureText(verify.error)}
      </StatusPanel>
    );
  } else {
    panel = <StatusPanel tone="loading" title="Verifying your email…" />;
  }

  return (
    <AuthFrame>
      <AuthCard>{panel}</AuthCard>
    </AuthFrame>
  );
}
