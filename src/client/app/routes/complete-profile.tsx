import { CompleteProfileScreen } from '@/client/features/auth/components/complete-profile-screen';

export function CompleteProfileRoute() {
  return <CompleteProfileScreen />;
}
