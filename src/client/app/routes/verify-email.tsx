import { VerifyEmailScreen } from '@/client/features/auth/components/verify-email-screen';

export function VerifyEmailRoute() {
  return <VerifyEmailScreen />;
}
