/**
 * Rolls hot's window (decision 133): hot_answers counts the first answers of the 7 UTC days through
 * hot_window.through. The first read of a later day moves the window to it and takes out, per question, the
 * days that left it (a row whose count reaches 0 leaves the table). A save adds to the count in its own
 * statement whatever the window's day, so the roll and the saves commute.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/** Days counted for 'hot': the window's last day (UTC) and the 6 before it. */
export const HOT_DAYS = 7;

/** The day each database's window is known to be rolled to, so a read checks the table once a day. */
const rolledTo = new WeakMap<DbOrTx, string>();

/** Moves the window to `today` ('YYYY-MM-DD', UTC) unless it is there already. */
export async function rollHotWindow(db: DbOrTx, today: string): Promise<void> {
  if ((rolledTo.get(db) ?? '') >= today) return;
  const through = await db.transaction(async (tx) => {
    const [window] = await queryRows<{ through: string }>(
      tx,
      sql`select to_char(through, 'YYYY-MM-DD') as through from hot_window for update`,
    );
    if (window.through >= today) return window.through;
    const days = sql.raw(String(HOT_DAYS));
    const leaving = sql`select question_id, sum(answers)::int as answers from question_daily_answers
      where day > ${window.through}::date - ${days} and day <= ${today}::date - ${days}
      group by question_id`;
    // Rows are locked in question order, as a batch of saves takes its questions, so the two never deadlock.
    await queryRows(
      tx,
      sql`select question_id from hot_answers where question_id in (select question_id from (${leaving}) l)
        order by question_id for update`,
    );
    await queryRows(
      tx,
      sql`with leaving as (${leaving}),
        lowered as (
          update hot_answers h set answers = h.answers - l.answers from leaving l
          where h.question_id = l.question_id and h.answers > l.answers returning 1)
        delete from hot_answers h using leaving l where h.question_id = l.question_id and h.answers <= l.answers`,
    );
    await queryRows(tx, sql`update hot_window set through = ${today}::date`);
    return today;
  });
  rolledTo.set(db, through);
}
