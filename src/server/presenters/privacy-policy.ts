/** The privacy policy as the public page and the admin editor read it. */
import type { AdminPrivacyPolicy, PrivacyPolicy } from '../../shared/api/privacy.js';
import type { PrivacyPolicyRow } from '../services/admin/get-privacy-policy.js';

export function presentPrivacyPolicy(row: PrivacyPolicyRow): PrivacyPolicy {
  return { content: row.content, updatedAt: row.updatedAt.toISOString() };
}

/** Before the first save the editor starts empty. */
export function presentAdminPrivacyPolicy(row: PrivacyPolicyRow | null): AdminPrivacyPolicy {
  return {
    content: row?.content ?? '',
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedBy ?? null,
  };
}
