import { ResetPasswordScreen } from '@/client/features/auth/components/reset-password-screen';

export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
