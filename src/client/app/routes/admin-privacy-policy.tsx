import { ComingSoon } from '@/client/components/coming-soon';

export function AdminPrivacyPolicyRoute() {
  return <ComingSoon title="Privacy Policy Editor">Editing the privacy policy is coming soon.</ComingSoon>;
}
