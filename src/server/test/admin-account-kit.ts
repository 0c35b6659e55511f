/**
 * Helpers for the account deletion tests: every row that still refers to a member (found from the database's
 * own foreign keys, so a new table cannot be forgotten), plus the references no foreign key holds.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';

/** Foreign-key columns that point at users.id, as (table, column). */
async function userReferences(db: Db): Promise<{ table: string; column: string }[]> {
  return queryRows(
    db,
    sql`select kcu.table_name as "table", kcu.column_name as "column"
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.key_column_usage pk
        on pk.constraint_name = rc.unique_constraint_name and pk.constraint_schema = rc.unique_constraint_schema
      where pk.table_name = 'users' and pk.column_name = 'id'
      order by 1, 2`,
  );
}

/**
 * What refers to a member before their deletion and would not show afterwards in a foreign key (those set to
 * null on delete): their responses and the notifications that tell of them. Take it just before deleting.
 */
export async function referencesBeforeDeletion(db: Db, userId: number) {
  const [row] = await queryRows<{ responseIds: number[]; notificationIds: number[] }>(
    db,
    sql`select
      array(select id from responses where user_id = ${userId} order by id) as "responseIds",
      array(select id from notifications where related_user_id = ${userId} order by id) as "notificationIds"`,
  );
  return row;
}

/**
 * Rows, by where they are, that still refer to the member or to one of their (former) responses; {} when
 * none does. Covers every foreign key to users, the rows hanging off their responses, notifications linking
 * to their responses or profile or telling of them, and rate-limit counters keyed by their id or email.
 */
export async function rowsReferringToUser(
  db: Db,
  user: { id: number; username: string; email: string },
  before: { responseIds: number[]; notificationIds: number[] },
): Promise<Record<string, number>> {
  const { responseIds, notificationIds } = before;
  const found: Record<string, number> = {};
  for (const { table, column } of await userReferences(db)) {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${user.id}`,
    );
    if (n > 0) found[`${table}.${column}`] = n;
  }
  const ids = sql`array[${sql.join(
    [0, ...responseIds].map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from responses where id = any(${ids})) as "responses.id",
      (select count(*)::int from response_versions where response_id = any(${ids})) as "response_versions",
      (select count(*)::int from likes where response_id = any(${ids})) as "likes.response_id",
      (select count(*)::int from comments where response_id = any(${ids})) as "comments.response_id",
      (select count(*)::int from reports where response_id = any(${ids})) as "reports.response_id",
      (select count(*)::int from notifications
        where related_url = ${`/users/${encodeURIComponent(user.username)}`}
          or substring(related_url from '#response-(\\d+)$')::int = any(${ids})) as "notifications.related_url",
      (select count(*)::int from notifications
        where id = any(${sql`array[${sql.join(
          [0, ...notificationIds].map((id) => sql`${id}::int`),
          sql`, `,
        )}]`})) as "notifications about them",
      (select count(*)::int from rate_limit_hits
        where key like ${`%:user:${user.id}`} or key like ${`%:email:${user.email}`}) as "rate_limit_hits"`,
  );
  for (const [where, n] of Object.entries(row)) if (n > 0) found[where] = n;
  return found;
}
