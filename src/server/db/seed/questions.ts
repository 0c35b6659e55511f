/** Inserts the demo questions with ids 1..N (1 to 5 are the picker questions) and their cover URLs. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { questions } from '../schema/index.js';
import { DEMO_QUESTIONS } from './content/questions.js';
import { seedCoverUrl } from './covers.js';
import type { SeededMember } from './members.js';
import { DAY_MS, HOUR_MS, type Random } from './random.js';

export interface SeededQuestion {
  id: number;
  title: string;
  createdAt: Date;
}

export async function insertQuestions(
  tx: Tx,
  members: SeededMember[],
  now: Date,
  random: Random,
): Promise<SeededQuestion[]> {
  const values = DEMO_QUESTIONS.map((q, i) => {
    const id = i + 1;
    // The picker questions are the site's own and the oldest; members asked the rest a little later.
    const ageDays = id <= 5 ? 35 - id : random.int(22, 32);
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS - random.int(0, 23) * HOUR_MS);
    return {
      id,
      title: q.title,
      description: q.description,
      category: q.category,
      imageUrl: seedCoverUrl(id),
      isTrending: q.isTrending,
      endDate: q.endInDays === null ? null : new Date(now.getTime() + q.endInDays * DAY_MS + 12 * HOUR_MS),
      createdBy: id <= 5 ? null : random.pick(members).id,
      createdAt,
      updatedAt: createdAt,
    };
  });
  // Explicit ids keep the picker questions at 1 to 5; the identity then continues after the last one.
  const rows = await tx
    .insert(questions)
    .values(values)
    .returning({ id: questions.id, title: questions.title, createdAt: questions.createdAt });
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('questions', 'id'), (select max(id) from questions))`,
  );
  return rows;
}
