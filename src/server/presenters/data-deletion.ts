/** Data deletion requests as the admin's list shows them; every field listed. */
import type { DataDeletionRequest } from '../../shared/api/data-deletion.js';
import { isoDate } from '../lib/iso-date.js';
import type { DataDeletionRequestRow } from '../services/data-deletion/requests.js';
import { presentUserSummary } from './user.js';

export function presentDataDeletionRequest(row: DataDeletionRequestRow): DataDeletionRequest {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason,
    status: row.status as DataDeletionRequest['status'],
    createdAt: isoDate(row.createdAt),
    confirmedAt: row.confirmedAt ? isoDate(row.confirmedAt) : null,
    handledAt: row.handledAt ? isoDate(row.handledAt) : null,
    handledBy: row.handledBy ? presentUserSummary(row.handledBy) : null,
    accountExists: row.account !== null,
    account: row.account ? presentUserSummary(row.account) : null,
  };
}
