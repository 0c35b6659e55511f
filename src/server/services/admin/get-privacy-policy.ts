/** The privacy policy (one row, id 1), with the username of whoever saved it last. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { privacyPolicy, users } from '../../db/schema/index.js';

export interface PrivacyPolicyRow {
  content: string;
  updatedAt: Date;
  updatedBy: string | null;
}

/** null until an admin has written one. */
export async function findPrivacyPolicy(db: DbOrTx): Promise<PrivacyPolicyRow | null> {
  const [row] = await db
    .select({ content: privacyPolicy.content, updatedAt: privacyPolicy.updatedAt, updatedBy: users.username })
    .from(privacyPolicy)
    .leftJoin(users, eq(users.id, privacyPolicy.updatedBy))
    .where(eq(privacyPolicy.id, 1));
  return row ?? null;
}
