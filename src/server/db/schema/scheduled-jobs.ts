import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work done on a timer once across every app process (decision 100): a process runs a job only when it
 * moves the job's next_run_at forward, which one process at a time can do (services/scheduled-jobs.ts).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** The job is due again from this time; the process that claims it moves it one period on. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it was last claimed, and how many times in all (for the log reader and the tests). */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
});
