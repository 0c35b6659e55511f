/** The admin doing something: what the audit log records about them. */
import type { UserRow } from '../../db/schema/index.js';

export type AdminActor = Pick<UserRow, 'id' | 'username'>;
