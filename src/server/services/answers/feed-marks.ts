/**
 * The page index of a long list of responses (decisions 090, 113 and 152): a page number deep in a question's
 * feed, the site's recent responses or the admin's list of every response, is found from the mark before it
 * (the list's response at every FEED_MARK_EVERY-th position counting from the oldest) and a walk of fewer than
 * FEED_MARK_EVERY index entries, instead of walking every row before it.
 *
 * Positions counted from the oldest do not move when an answer arrives (it is the newest), so marks stay
 * right while members answer. A response entering or leaving a list behind a mark (deleted, hidden, made
 * private or public, written with an old date) deletes that list's marks from it on (trigger
 * responses_feed_marks, migrations 0034 and 0042); the next deep read writes them again. Marks are written
 * only for responses older than a minute, under the list's advisory lock that the trigger takes too, so a
 * mark is never written from a snapshot that missed such a change.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { type FeedWindow, literalCount } from '../../lib/keyset.js';

/** Positions between two marks: the most index entries a deep page walks. */
export const FEED_MARK_EVERY = 500;
/** Marks are written at most this many at a time (a first read of page 20,000 walks the feed once). */
const MAX_NEW_MARKS = 1_000;

interface Mark {
  at: string;
  id: number;
}

/** A list with a page index: its responses, its marks and the lock its mark writers and the trigger share. */
export interface MarkedList {
  /** The list's responses, as a condition on `r`. */
  rows: SQL;
  /** The table of its marks. */
  table: SQL;
  /** Its marks in that table, as a condition. */
  key: SQL;
  /** The key's columns and values for an insert, each followed by a comma (none for a table of one list). */
  keyColumns: SQL;
  keyValues: SQL;
  /** The advisory lock's two keys; the trigger takes the same. */
  lock: [number, number];
}

/** A question's feed: its shown (public, not hidden) responses. */
export const questionFeed = (questionId: number): MarkedList => ({
  rows: sql`r.question_id = ${questionId} and r.is_public and not r.is_hidden`,
  table: sql`feed_marks`,
  key: sql`question_id = ${questionId}`,
  keyColumns: sql`question_id,`,
  keyValues: sql`${questionId},`,
  lock: [8801, questionId],
});

/** The site's recent responses: every question's shown responses (decision 152). */
export const recentFeed: MarkedList = {
  rows: sql`r.is_public and not r.is_hidden`,
  table: sql`recent_marks`,
  key: sql`true`,
  keyColumns: sql``,
  keyValues: sql``,
  lock: [8803, 0],
};

/** The admin's list of every response, private and hidden ones included. */
export const everyResponse: MarkedList = {
  rows: sql`true`,
  table: sql`admin_marks`,
  key: sql`true`,
  keyColumns: sql``,
  keyValues: sql``,
  lock: [8802, 0],
};

/** Whether page `window` is walked from the newest (after a cursor, or near the top), not read through marks. */
export const walksFromNewest = (window: FeedWindow, every = FEED_MARK_EVERY): boolean =>
  window.after !== null || window.offset < every * 2;

/**
 * The walk of a deep page (decision 090): from `start` (a condition on `r`: the page's mark, or `true` from
 * the oldest), oldest first, skip `skip` rows and take `count`, reading at most `span` entries. The walk's bound
 * is in the text (decision 122): PostgreSQL prices an offset it cannot see at a tenth of the rows, so the walk
 * alone would be planned again at every read. Only a walk from farther than one mark (readByMarks, while the
 * marks cannot be written) sends its bound as a parameter.
 */
function walk(
  list: MarkedList,
  start: SQL,
  window: FeedWindow,
  every: number,
  skip: SQL,
  count: SQL,
  span: SQL = literalCount(every + window.limit),
): SQL {
  return sql`
    select id, at from (
      select r.id, r.created_at as at from responses r
      where ${list.rows} and ${start}
      order by r.created_at, r.id
      limit ${span}) walk
    order by at, id
    offset ${skip} limit ${count}`;
}

/**
 * The pick of deep page `window` of the list in one statement, from its stored total read in the statement
 * itself (`total`, a statement answering one count): where the page falls, its mark and the walk from it are
 * computed by PostgreSQL, as readByMarks computes them, each once (the total read once, the mark looked up
 * once). The page comes back empty when its mark is not written yet, the list is missing, or the page is past
 * the end: the caller then reads the total on its own and goes through readByMarks. Only for a page not walked
 * from the newest.
 */
export function deepPick(list: MarkedList, total: SQL, window: FeedWindow, every = FEED_MARK_EVERY): SQL {
  const each = literalCount(every);
  // The page's newest row counted from the oldest, and the row one older than its oldest (`start`).
  return sql`
    with place as materialized (
      select newest, greatest(0, newest - ${window.limit}::int) as start
      from (select (${total}) - 1 - ${window.offset}::int as newest) n
    ), mark as materialized (
      select at, response_id as id from ${list.table}, place
      where ${list.key} and mark = place.start / ${each}
    )
    ${walk(
      list,
      sql`(r.created_at, r.id) >= ((select at from mark), (select id from mark))`,
      window,
      every,
      sql`(select start % ${each} from place)`,
      sql`(select greatest(0, newest - start + 1) from place)`,
    )}`;
}

/**
 * Page `window` of the list read through its marks, when deepPick found no mark: `read` runs a pick (see
 * readPickedResponses) and answers the page. The marks up to the page's are written first (or found written
 * by another read meanwhile). While they cannot be written (another read is writing them, or they would fall
 * on a response younger than a minute), the page is walked from the nearest mark before it, or from the
 * oldest, if that is shorter than from the newest. Null when the page is near the top, past the end, or nearer
 * the newest than any mark; the caller then walks from the newest. `total` is the list's stored count.
 */
export async function readByMarks<P>(
  db: DbOrTx,
  list: MarkedList,
  total: number,
  window: FeedWindow,
  read: (pick: SQL) => Promise<P>,
  every = FEED_MARK_EVERY,
): Promise<P | null> {
  if (walksFromNewest(window, every)) return null;
  // The page's newest row, counted from the oldest (0 is the oldest); one row older is read too, to tell
  // whether another page follows.
  const newest = total - 1 - window.offset;
  if (newest < 0) return null;
  const from = Math.max(0, newest - window.limit);
  const k = Math.floor(from / every);
  const walked = (start: SQL) =>
    read(walk(list, start, window, every, sql`${from - k * every}`, literalCount(newest - from + 1)));
  if (k === 0) return walked(sql`true`);
  const mark = await writeMarks(db, list, k, every);
  if (mark) return walked(sql`(r.created_at, r.id) >= (${mark.at}::timestamptz, ${mark.id}::int)`);
  // The marks could not be written up to the page: another read is writing them (on a list just filled, every
  // deep read at once), or they would fall on a response too new. Start from the nearest mark written before
  // the page, or from the oldest, when that walks fewer entries than the walk from the newest would.
  const nearest = await markAtOrBefore(db, list, k);
  const skip = from - (nearest ? nearest.mark * every : 0);
  if (skip >= window.offset) return null;
  const count = newest - from + 1;
  const start = nearest
    ? sql`(r.created_at, r.id) >= (${nearest.at}::timestamptz, ${nearest.id}::int)`
    : sql`true`;
  // The walk's length is a parameter here: in the text, each page would be a statement of its own (one shape).
  return read(walk(list, start, window, every, sql`${skip}`, literalCount(count), sql`${skip + count}`));
}

/** The list's last mark written at or before mark `k`, if any. */
async function markAtOrBefore(
  db: DbOrTx,
  list: MarkedList,
  k: number,
): Promise<(Mark & { mark: number }) | undefined> {
  const [found] = await queryShapeRows<Mark & { mark: number }>(
    db,
    sql`select mark, at::text as at, response_id as id from ${list.table}
        where ${list.key} and mark <= ${k} order by mark desc limit 1`,
  );
  return found;
}

/**
 * Writes the marks up to mark `k` from the last one kept (or the oldest response), under the list's lock;
 * the mark, or null when it would fall on a response younger than a minute or past the list's end, or
 * another read is writing them.
 */
async function writeMarks(
  db: DbOrTx,
  list: MarkedList,
  k: number,
  every = FEED_MARK_EVERY,
): Promise<Mark | null> {
  return (db as Db).transaction(async (tx) => {
    // One reader writes a list's marks at a time; the others walk from a mark written before, or from an end.
    const [locked] = await queryShapeRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${list.lock[0]}::int, ${list.lock[1]}::int) as ok`,
    );
    if (!locked.ok) return null;
    const last = await markAtOrBefore(tx, list, k);
    let mark: number;
    let at: Mark;
    if (last) {
      mark = last.mark;
      at = last;
    } else {
      const [oldest] = await queryShapeRows<Mark>(
        tx,
        sql`select r.created_at::text as at, r.id from responses r
            where ${list.rows} and r.created_at < now() - interval '1 minute'
            order by r.created_at, r.id limit 1`,
      );
      if (!oldest) return null;
      mark = 0;
      at = oldest;
    }
    // The marks after it in one walk of the list and one insert (not a statement per mark): on a list just
    // filled the first deep reads write many at once, while every other deep read walks farther. Only
    // responses older than a minute: a later one may still be joined by answers committing late. The walk's
    // length is sent (planned with it), as a write of marks is rare.
    const span = Math.min(k - mark, MAX_NEW_MARKS) * every + 1;
    const written = await queryRows<Mark & { mark: number }>(
      tx,
      sql`with walk as (
            select r.created_at, r.id, row_number() over (order by r.created_at, r.id) - 1 as n
            from responses r
            where ${list.rows} and (r.created_at, r.id) >= (${at.at}::timestamptz, ${at.id}::int)
            order by r.created_at, r.id limit ${span}
          )
          insert into ${list.table} (${list.keyColumns} mark, at, response_id)
          select ${list.keyValues} ${mark}::int + (n / ${every})::int, created_at, id from walk
          where (n % ${every} = 0 and (n > 0 or ${last === undefined}))
            and created_at < now() - interval '1 minute'
          on conflict do nothing
          returning mark, at::text as at, response_id as id`,
    );
    for (const w of written)
      if (w.mark > mark) {
        mark = w.mark;
        at = { at: w.at, id: w.id };
      }
    return mark === k ? at : null;
  });
}
