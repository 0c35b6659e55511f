import { PrivacyPolicyEditorScreen } from '@/client/features/privacy/components/privacy-policy-editor';

/** /admin/privacy-policy (admins only; the router's guard shows Access Denied to everyone else). */
export function AdminPrivacyPolicyRoute() {
  return <PrivacyPolicyEditorScreen />;
}
