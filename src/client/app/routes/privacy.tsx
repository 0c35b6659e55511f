import { PrivacyPolicyScreen } from '@/client/features/privacy/components/privacy-policy-screen';

/** /privacy: the policy (its Markdown renderer loads with this route's chunk). */
export function PrivacyRoute() {
  return <PrivacyPolicyScreen />;
}
