import { AuthScreen } from '@/client/features/auth/components/auth-screen';

export function AuthRoute() {
  return <AuthScreen />;
}
