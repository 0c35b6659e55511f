/** PUT /api/admin/privacy-policy: an admin saves the policy; the old text's length is kept in the log. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { privacyPolicy } from '../../db/schema/index.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { findPrivacyPolicy, type PrivacyPolicyRow } from './get-privacy-policy.js';

/** Creates the policy on the first save, replaces it afterwards; the audit entry goes in the same transaction. */
export async function updatePrivacyPolicy(
  db: DbOrTx,
  actor: AdminActor,
  content: string,
  now: Date = new Date(),
): Promise<PrivacyPolicyRow> {
  return db.transaction(async (tx) => {
    const before = await findPrivacyPolicy(tx);
    await tx
      .insert(privacyPolicy)
      .values({ id: 1, content, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: privacyPolicy.id,
        set: { content: sql`excluded.content`, updatedAt: now, updatedBy: actor.id },
      });
    await recordAudit(tx, actor, {
      action: 'privacy_policy.update',
      targetType: 'privacy_policy',
      summary: before ? 'Updated the privacy policy' : 'Published the privacy policy',
      notes: before
        ? `${before.content.length} characters before, ${content.length} after`
        : `${content.length} characters`,
    });
    return { content, updatedAt: now, updatedBy: actor.username };
  });
}
