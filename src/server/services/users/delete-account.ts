/**
 * Deleting a member's account with everything they made, the one cascade behind an admin's deletion, a data
 * deletion request and a member deleting themselves.
 *
 * Guarantees, in one transaction: their responses leave the results exactly as if each were deleted (tallies,
 * the questions' answer and feed counts); their likes and comments leave other responses' likesCount and
 * commentsCount; their follows leave other members' followersCount and followingCount; their reports,
 * notifications (theirs, and others' about something they did), sessions (signed out at once), mailed tokens,
 * social links, rate-limit counters, mail to their address in the outbox, and the spellings only their lists
 * gave to the answers search (answer_spellings) go; the references that stay meaningful without them (a question they
 * asked, an audit entry, a report they reviewed, the privacy policy) are set to null by their foreign keys.
 * Afterwards no row refers to them and every stored count equals a recount.
 * Files are not transactional: the caller removes their files (removeAccountUploads) after the commit.
 */

import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { itemKey } from '../../../shared/item-key.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { notifications, responses, sessions, users } from '../../db/schema/index.js';
import { responseUrl } from '../../events/notification-texts.js';
import { deleteResponse } from '../answers/delete-response.js';
import { cardFolders } from '../share/share-cards.js';
import { deletePrefix, type FileStore, uploadKey } from '../storage/file-store.js';

export interface DeletedAccount {
  id: number;
  username: string;
  displayName: string;
  email: string;
  profilePicture: string | null;
  /** Responses deleted with the account. */
  responses: number;
  /** Which they were: their share cards go from the file store. */
  ownResponses: Array<{ id: number; questionId: number }>;
}

/** Account deletions run one at a time ('t5de' in ASCII), so two never lock each other's rows crosswise. */
const ACCOUNT_DELETION_LOCK = 0x74356465;

/** A text[] parameter. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Takes the account-deletion lock for the rest of the transaction. A caller that locks member rows before
 * deleting (to check who acts) takes this first, in the order deleteAccount itself takes them.
 */
export async function lockAccountDeletions(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_DELETION_LOCK})`);
}

/** Deletes the account and everything it made; null when there is no such member. */
export async function deleteAccount(db: DbOrTx, userId: number): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    await lockAccountDeletions(tx);
    // Inserting a row that refers to a member (like, comment, follow, report, session) takes a KEY SHARE lock
    // on the member's row, so from here on nothing new can come to refer to them.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;

    // Every spelling their lists ever named (any version), to take out of the search spellings below.
    const named = await queryRows<{ spelling: string }>(
      tx,
      sql`select distinct unnest(v.answers) as spelling
        from response_versions v join responses r on r.id = v.response_id
        where r.user_id = ${userId}
        union select unnest(answers) from responses where user_id = ${userId}`,
    );

    // Each through the response deletion that moves the tallies and the questions' counts; then the
    // notifications that link to them.
    const own = await tx
      .select({ id: responses.id, questionId: responses.questionId })
      .from(responses)
      .where(eq(responses.userId, userId));
    for (const response of own) await deleteResponse(tx, response.id);
    if (own.length > 0) {
      await tx.delete(notifications).where(
        inArray(
          notifications.relatedUrl,
          own.map((r) => responseUrl(r.questionId, r.id)),
        ),
      );
    }

    await tx.execute(sql`
      with gone as (delete from likes where user_id = ${userId} returning response_id),
        n as (select response_id, count(*)::int as n from gone group by response_id)
      update responses r set likes_count = r.likes_count - n.n from n where r.id = n.response_id`);
    await tx.execute(sql`
      with gone as (delete from comments where user_id = ${userId} returning response_id),
        n as (select response_id, count(*)::int as n from gone group by response_id)
      update responses r set comments_count = r.comments_count - n.n from n where r.id = n.response_id`);

    // A follow is one row per pair, so each member named here moves by exactly one.
    await tx.execute(sql`
      with gone as (delete from follows where follower_id = ${userId} returning followee_id)
      update users u set followers_count = u.followers_count - 1 from gone where u.id = gone.followee_id`);
    await tx.execute(sql`
      with gone as (delete from follows where followee_id = ${userId} returning follower_id)
      update users u set following_count = u.following_count - 1 from gone where u.id = gone.follower_id`);

    await tx.execute(sql`delete from reports where reporter_id = ${userId}`);
    // Their own notifications, and others' that tell of something they did ('X liked your Top 5').
    await tx
      .delete(notifications)
      .where(or(eq(notifications.userId, userId), eq(notifications.relatedUserId, userId)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Their spellings leave the answers search finds unless a public list still names them; their address
    // leaves the mail outbox (sent and unsent mail alike).
    if (named.length > 0) {
      const spellings = named.map((n) => n.spelling);
      const keys = spellings.map(itemKey);
      await tx.execute(sql`
        delete from answer_spellings a
        using unnest(${textArray(keys)}, ${textArray(spellings)}) as gone(item_key, spelling)
        where a.item_key = gone.item_key and a.spelling = gone.spelling
          and not exists (
            -- index public_result_item_spellings_spelling (migration 0018)
            select 1 from public_result_item_spellings p
            where p.item_key = a.item_key and p.spelling = a.spelling and p.count > 0)`);
    }
    await tx.execute(sql`delete from mail_outbox where recipient = ${user.email}`);
    await tx.execute(sql`
      delete from rate_limit_hits
      where key in (${`login:email:${user.email}`}, ${`mail:email:${user.email}`}, ${`data-deletion:email:${user.email}`})
        or key like ${`%:user:${userId}`}`);

    // Mailed tokens, social links and trending notices go by ON DELETE CASCADE; questions.created_by,
    // reports.reviewer_id, audit_log.actor_id, privacy_policy.updated_by and data_deletion_requests.handled_by
    // become null by ON DELETE SET NULL. The members counter moves by its trigger.
    await tx.delete(users).where(eq(users.id, userId));

    return {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      email: user.email,
      profilePicture: user.profilePicture,
      responses: own.length,
      ownResponses: own,
    };
  });
}

const PROFILE_PICTURES = '/uploads/profile-pictures/';
/** Card folders deleted at once. */
const PARALLEL_DELETES = 8;

/**
 * Removes the files the deleted account owned from the store, after the deletion committed: its uploaded
 * profile picture (unless another member or a question shows the same file: a picture may be set to any
 * /uploads/ path), its profile's share card and the cards of its responses. Question images stay with the
 * questions, which stay; copies of remote images are shared by address and stay too. Never throws: the
 * account is gone whatever the store says, and a store that fails is logged (the files stay behind).
 */
export async function removeAccountUploads(
  db: DbOrTx,
  files: FileStore,
  account: Pick<DeletedAccount, 'profilePicture' | 'username' | 'ownResponses'>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const picture = account.profilePicture;
    const key = picture?.startsWith(PROFILE_PICTURES) ? uploadKey(picture) : null;
    if (key) {
      const stillShown = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from users where profile_picture = ${picture}
          union all select 1 from questions where image_url = ${picture} limit 1`,
      );
      if (stillShown.length === 0) await files.delete([key]);
    }
    const folders = [
      cardFolders.member(account.username),
      ...account.ownResponses.flatMap((r) => [
        cardFolders.response(r.questionId, r.id),
        cardFolders.story(r.questionId, r.id),
      ]),
    ];
    for (let i = 0; i < folders.length; i += PARALLEL_DELETES) {
      await Promise.all(folders.slice(i, i + PARALLEL_DELETES).map((folder) => deletePrefix(files, folder)));
    }
  } catch (error) {
    log.warn({ err: error, username: account.username }, 'files of a deleted account left in the store');
  }
}
