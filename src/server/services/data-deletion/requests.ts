/**
 * Data deletion requests (docs/product.md sections 2 and 4): anyone asks for an email's data to be deleted
 * and gets a mail with a single-use link that confirms the request (decision 084); admins list the requests,
 * mark one done, or, once it is confirmed, delete the account using the email with the one account cascade.
 * Whether an account exists is never told to the requester.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATA_DELETION_MESSAGES } from '../../../shared/api/data-deletion.js';
import { DATA_DELETION_CONFIRM_TTL_MS } from '../../../shared/constants.js';
import type { DataDeletionRequestInput } from '../../../shared/schemas/data-deletion.js';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { dataDeletionRequests, type UserRow, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import {
  afterCursor,
  type FeedWindow,
  feedWindow,
  type KeysetRow,
  microsOf,
  takePage,
} from '../../lib/keyset.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { dataDeletionRequestMail } from '../../mail/privacy-mails.js';
import type { AdminActor } from '../admin/actor.js';
import { type AdminPage, totalAfterPage } from '../admin/admin-paging.js';
import { recordAudit } from '../admin/audit.js';
import type { AuthDeps } from '../auth/context.js';
import type { Limit } from '../rate-limit.js';
import { deleteAccountAsAdmin } from '../users/admin-users.js';
import { type DeletedAccount, lockAccountDeletions } from '../users/delete-account.js';

type MemberSummary = Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>;

export interface DataDeletionRequestRow {
  id: number;
  email: string;
  reason: string;
  status: string;
  createdAt: Date;
  /** When the requester confirmed it by the mailed link; null while unconfirmed. */
  confirmedAt: Date | null;
  handledAt: Date | null;
  handledBy: MemberSummary | null;
  /** The member whose email it is, when there is one now. */
  account: MemberSummary | null;
}

/** The limits of the mail endpoints (per IP and per email, RATE_LIMIT_MAIL_*), counted on their own keys. */
export function dataDeletionLimits(config: Config, ip: string, email: string): Limit[] {
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  return [
    { key: `data-deletion:ip:${ip}`, max: config.RATE_LIMIT_MAIL_PER_IP, windowSeconds },
    { key: `data-deletion:email:${email}`, max: config.RATE_LIMIT_MAIL_PER_EMAIL, windowSeconds },
  ];
}

/** Confirmations per IP (RATE_LIMIT_MAIL_PER_IP), so nobody can try tokens by the thousand. */
export function dataDeletionConfirmLimits(config: Config, ip: string): Limit[] {
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  return [{ key: `data-deletion-confirm:ip:${ip}`, max: config.RATE_LIMIT_MAIL_PER_IP, windowSeconds }];
}

/**
 * Stores the request and, in the same transaction, the requester's mail in the outbox (its worker sends it)
 * with a single-use link that confirms the request; only the token's hash is stored. It does not look the
 * email up at all, nor wait for the mail, so neither the answer nor its timing can tell whether the email has
 * an account (decision 015). A member signed in with the very email has shown they own it: their request is
 * confirmed at once, and their mail carries no link.
 */
export async function submitDataDeletionRequest(
  deps: AuthDeps,
  input: DataDeletionRequestInput,
  signedInEmail: string | null,
  now: Date = new Date(),
): Promise<void> {
  const owner = signedInEmail === input.email;
  const token = owner ? null : newToken();
  const confirmUrl = token ? `${deps.config.publicUrl}/data-deletion?token=${token}` : null;
  const mail = dataDeletionRequestMail(input.email, `${deps.config.publicUrl}/privacy`, confirmUrl);
  await deps.db.transaction(async (tx) => {
    await tx.insert(dataDeletionRequests).values({
      email: input.email,
      reason: input.reason,
      confirmedAt: owner ? now : null,
      confirmTokenHash: token ? hashToken(token) : null,
      confirmExpiresAt: token ? new Date(now.getTime() + DATA_DELETION_CONFIRM_TTL_MS) : null,
    });
    // A member who joined with Facebook without sharing an address has a made-up one (users.invalid): the
    // request stands and matches their account, but there is nobody to mail (only they, signed in, can
    // confirm it).
    if (!input.email.endsWith('.invalid')) await deps.mailOutbox.enqueue(tx, { kind: 'prepared', mail });
  });
  deps.mailOutbox.wake();
}

/**
 * Confirms the request the mailed token belongs to: one conditional UPDATE that also forgets the token, so a
 * link works once, and of two uses at the same time only one succeeds. 400 when the token is unknown, used
 * or expired (the same answer for each, and nothing about any account).
 */
export async function confirmDataDeletionRequest(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<void> {
  const rows = await db
    .update(dataDeletionRequests)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(dataDeletionRequests.confirmTokenHash, hashToken(token)),
        isNull(dataDeletionRequests.confirmedAt),
        gt(dataDeletionRequests.confirmExpiresAt, now),
      ),
    )
    .returning({ id: dataDeletionRequests.id });
  if (rows.length === 0) throw badRequest(DATA_DELETION_MESSAGES.invalidLink);
}

const handler = alias(users, 'handler');
const account = alias(users, 'account');

/**
 * The requests, newest first, in the window (or the one with `id`): the page's ids from
 * data_deletion_requests_recent after the cursor, then only those joined to their handler and account.
 */
async function selectRequests(db: DbOrTx, id: number | null, window: FeedWindow) {
  const page = db
    .select({ id: dataDeletionRequests.id, at: dataDeletionRequests.createdAt })
    .from(dataDeletionRequests)
    .where(
      and(
        id === null ? undefined : eq(dataDeletionRequests.id, id),
        afterCursor(sql`${dataDeletionRequests.createdAt}`, sql`${dataDeletionRequests.id}`, window.after),
      ),
    )
    .orderBy(desc(dataDeletionRequests.createdAt), desc(dataDeletionRequests.id))
    .limit(window.limit + 1)
    .offset(window.offset)
    .as('page');
  const rows = await db
    .select({
      id: dataDeletionRequests.id,
      email: dataDeletionRequests.email,
      reason: dataDeletionRequests.reason,
      status: dataDeletionRequests.status,
      createdAt: dataDeletionRequests.createdAt,
      confirmedAt: dataDeletionRequests.confirmedAt,
      handledAt: dataDeletionRequests.handledAt,
      handledBy: {
        id: handler.id,
        username: handler.username,
        displayName: handler.displayName,
        profilePicture: handler.profilePicture,
      },
      account: {
        id: account.id,
        username: account.username,
        displayName: account.displayName,
        profilePicture: account.profilePicture,
      },
      sortMicros: microsOf(sql`${page.at}`).mapWith(String),
    })
    .from(page)
    .innerJoin(dataDeletionRequests, eq(dataDeletionRequests.id, page.id))
    .leftJoin(handler, eq(handler.id, dataDeletionRequests.handledBy))
    // Stored emails are lower-case on both sides.
    .leftJoin(account, eq(account.email, dataDeletionRequests.email))
    .orderBy(desc(page.at), desc(page.id));
  return rows satisfies (DataDeletionRequestRow & KeysetRow)[];
}

/** Newest first, each with the account using its email, if any; the total counted up to the cap. */
export async function listDataDeletionRequests(
  db: DbOrTx,
  paging: FeedPagingInput,
): Promise<AdminPage<DataDeletionRequestRow>> {
  const window = feedWindow(paging);
  const taken = takePage(await selectRequests(db, null, window), window);
  const count = await totalAfterPage(db, sql`select 1 from ${dataDeletionRequests}`, window, taken);
  return { rows: taken.rows.map(({ sortMicros: _, ...row }) => row), count, nextCursor: taken.nextCursor };
}

export async function findDataDeletionRequest(db: DbOrTx, id: number): Promise<DataDeletionRequestRow> {
  const [row] = await selectRequests(db, id, { limit: 1, offset: 0, after: null });
  if (!row) throw notFound(DATA_DELETION_MESSAGES.notFound);
  const { sortMicros: _, ...request } = row;
  return request;
}

/** Locks a pending request; 404 when there is none, 409 when it was already handled. */
async function lockPendingRequest(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: dataDeletionRequests.id,
      email: dataDeletionRequests.email,
      status: dataDeletionRequests.status,
      confirmedAt: dataDeletionRequests.confirmedAt,
    })
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.id, id))
    .for('update');
  if (!row) throw notFound(DATA_DELETION_MESSAGES.notFound);
  if (row.status !== 'pending') throw conflict(DATA_DELETION_MESSAGES.alreadyHandled);
  return row;
}

async function markDone(tx: DbOrTx, id: number, actorId: number, now: Date): Promise<void> {
  await tx
    .update(dataDeletionRequests)
    .set({ status: 'completed', handledAt: now, handledBy: actorId })
    .where(eq(dataDeletionRequests.id, id));
}

/** Marks a pending request done (the admin handled it another way, or found nothing to delete). */
export async function completeDataDeletionRequest(
  db: DbOrTx,
  actor: AdminActor,
  id: number,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, id);
    await markDone(tx, request.id, actor.id, now);
    await recordAudit(tx, actor, {
      action: 'data_deletion_request.complete',
      targetType: 'data_deletion_request',
      targetId: request.id,
      summary: `Marked data deletion request #${request.id} done`,
    });
  });
}

/**
 * Deletes the account using the request's email with the one cascade (as an admin's deletion: never the
 * acting admin's own), then marks the request done, in one transaction with the audit entry. 409 when the
 * requester has not confirmed it by the mailed link (nobody has shown they own the address), or when no
 * account uses the email.
 */
export async function deleteAccountOfRequest(
  db: DbOrTx,
  actor: AdminActor,
  id: number,
  now: Date = new Date(),
): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    await lockAccountDeletions(tx);
    const request = await lockPendingRequest(tx, id);
    if (request.confirmedAt === null) throw conflict(DATA_DELETION_MESSAGES.notConfirmed);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, request.email));
    if (!user) throw conflict(DATA_DELETION_MESSAGES.noAccount);
    const deleted = await deleteAccountAsAdmin(tx, actor, user.id, DATA_DELETION_MESSAGES.cannotDeleteSelf);
    await markDone(tx, request.id, actor.id, now);
    await recordAudit(tx, actor, {
      action: 'data_deletion_request.delete_account',
      targetType: 'data_deletion_request',
      targetId: request.id,
      summary: `Deleted @${deleted.username}'s account and all its data (${deleted.responses} responses) for data deletion request #${request.id}`,
    });
    return deleted;
  });
}
