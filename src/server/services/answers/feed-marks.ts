/**
 * The page index of a question's feed (decision 090): a page number deep in the feed is found from the mark
 * before it (feed_marks: the shown response at every FEED_MARK_EVERY-th position counting from the oldest)
 * and a walk of fewer than FEED_MARK_EVERY index entries, instead of walking every row before it.
 *
 * Positions counted from the oldest do not move when an answer arrives (it is the newest), so marks stay
 * right while members answer. A response entering or leaving the feed behind a mark (deleted, hidden, made
 * private or public, written with an old date) deletes the marks from it on (trigger responses_feed_marks,
 * migration 0034); the next deep read writes them again. Marks are written only for responses older than a
 * minute, under the question's advisory lock that the trigger takes too, so a mark is never written from a
 * snapshot that missed such a change.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import type { FeedWindow } from '../../lib/keyset.js';

/** Positions between two marks: the most index entries a deep page walks. */
export const FEED_MARK_EVERY = 500;
/** The advisory lock's first key (the second is the question's id); the trigger uses the same. */
const LOCK = 8801;
/** Marks are written at most this many at a time (a first read of page 20,000 walks the feed once). */
const MAX_NEW_MARKS = 1_000;

interface Mark {
  at: string;
  id: number;
}

const SHOWN = sql`r.is_public and not r.is_hidden`;

/**
 * The pick (see readPickedResponses) of page `window` of the question's feed through its marks, or null when
 * the page is near the top (walking from the newest is as cheap) or the mark it needs cannot be written yet.
 * `total` is the feed's stored count.
 */
export async function pickByMarks(
  db: DbOrTx,
  questionId: number,
  total: number,
  window: FeedWindow,
  every = FEED_MARK_EVERY,
): Promise<SQL | null> {
  if (window.after || window.offset < every * 2) return null;
  // The page's newest row, counted from the oldest (0 is the oldest); one row older is read too, to tell
  // whether another page follows.
  const newest = total - 1 - window.offset;
  if (newest < 0) return null;
  const from = Math.max(0, newest - window.limit);
  const count = newest - from + 1;
  const k = Math.floor(from / every);
  const skip = from - k * every;
  let start: SQL = sql`true`;
  if (k > 0) {
    const mark = (await readMark(db, questionId, k)) ?? (await writeMarks(db, questionId, k, every));
    if (!mark) return null;
    start = sql`(r.created_at, r.id) >= (${mark.at}::timestamptz, ${mark.id}::int)`;
  }
  return sql`
    select r.id, r.created_at as at from responses r
    where r.question_id = ${questionId} and ${SHOWN} and ${start}
    order by r.created_at, r.id
    offset ${skip} limit ${count}`;
}

async function readMark(db: DbOrTx, questionId: number, k: number): Promise<Mark | null> {
  const [mark] = await queryShapeRows<Mark>(
    db,
    sql`select at::text as at, response_id as id from feed_marks where question_id = ${questionId} and mark = ${k}`,
  );
  return mark ?? null;
}

/**
 * Writes the marks up to mark `k` from the last one kept (or the oldest response), under the question's
 * lock; the mark, or null when it would fall on a response younger than a minute or past the feed's end, or
 * another read is writing them.
 */
export async function writeMarks(
  db: DbOrTx,
  questionId: number,
  k: number,
  every = FEED_MARK_EVERY,
): Promise<Mark | null> {
  return (db as Db).transaction(async (tx) => {
    // One reader writes a question's marks at a time; the others walk from the newest meanwhile.
    const [locked] = await queryShapeRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCK}, ${questionId}) as ok`,
    );
    if (!locked.ok) return null;
    const [last] = await queryShapeRows<Mark & { mark: number }>(
      tx,
      sql`select mark, at::text as at, response_id as id from feed_marks
          where question_id = ${questionId} and mark <= ${k} order by mark desc limit 1`,
    );
    let mark: number;
    let at: Mark;
    if (last) {
      mark = last.mark;
      at = last;
    } else {
      const [oldest] = await queryShapeRows<Mark>(
        tx,
        sql`select r.created_at::text as at, r.id from responses r
            where r.question_id = ${questionId} and ${SHOWN} and r.created_at < now() - interval '1 minute'
            order by r.created_at, r.id limit 1`,
      );
      if (!oldest) return null;
      mark = 0;
      at = oldest;
    }
    const written: (Mark & { mark: number })[] = mark === 0 && !last ? [{ ...at, mark: 0 }] : [];
    while (mark < k && written.length < MAX_NEW_MARKS) {
      // Only responses older than a minute: a later one may still be joined by answers committing late.
      const [next] = await queryShapeRows<Mark & { settled: boolean }>(
        tx,
        sql`select r.created_at::text as at, r.id, r.created_at < now() - interval '1 minute' as settled
            from responses r
            where r.question_id = ${questionId} and ${SHOWN}
              and (r.created_at, r.id) >= (${at.at}::timestamptz, ${at.id}::int)
            order by r.created_at, r.id offset ${every} limit 1`,
      );
      if (!next?.settled) break;
      mark++;
      at = { at: next.at, id: next.id };
      written.push({ ...at, mark });
    }
    for (const w of written)
      await tx.execute(
        sql`insert into feed_marks (question_id, mark, at, response_id)
            values (${questionId}, ${w.mark}, ${w.at}::timestamptz, ${w.id}) on conflict do nothing`,
      );
    return mark === k ? at : null;
  });
}
