/**
 * Work on a timer runs once across the cluster, not once per process (decision 100). Every process keeps its
 * own timer, and when it fires asks here for the job's turn: the job's row in scheduled_jobs is locked with
 * FOR UPDATE SKIP LOCKED and, when due, moved one period on, in one short transaction. So one process per
 * period gets true, whichever fires first; the others skip the row (or find it not due) and do nothing.
 * Nothing outlives the transaction (no session lock), so it works behind PgBouncer in transaction mode.
 * A process that dies while running the job leaves it to the next period: every job so run must be safe to
 * skip once and to run again (each picks up what is still to do).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

/** The jobs run this way, by name (the row of each is made on first use). */
export type ScheduledJob = 'results-admit' | 'mail-outbox-cleanup';

/** True when the caller got this period's run of `job` (and must run it now); false when another has it. */
export async function claimScheduledRun(db: Db, job: ScheduledJob, everyMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into scheduled_jobs (name) values (${job}) on conflict (name) do nothing`);
    const due = await queryRows<{ name: string }>(
      tx,
      sql`select name from scheduled_jobs where name = ${job} and next_run_at <= now() for update skip locked`,
    );
    if (due.length === 0) return false;
    await tx.execute(
      sql`update scheduled_jobs set next_run_at = now() + make_interval(secs => ${everyMs / 1000}),
        last_run_at = now(), runs = runs + 1 where name = ${job}`,
    );
    return true;
  });
}
