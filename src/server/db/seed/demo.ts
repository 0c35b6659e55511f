/**
 * Demo content for an empty database: the picker questions and 17 more, 36 verified members and a crowd of
 * 48 generated ones whose answers give the five most popular questions 60+ answers each, answers,
 * follows, likes, comments, notifications, goals and the privacy policy. All of it is written in one
 * transaction under an advisory lock, so two processes starting together seed once, and a failure leaves nothing.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/passwords.js';
import type { FileStore } from '../../services/storage/file-store.js';
import { type Db, type DbOrTx, queryRows } from '../client.js';
import { seedAnswers, seedCrowdAnswers, seedEdits } from './answers.js';
import { CROWD_MEMBERS } from './content/crowd.js';
import { DEMO_PASSWORD, FEATURED_MEMBER } from './content/members.js';
import { DEMO_QUESTIONS } from './content/questions.js';
import { writeSeedCover } from './covers.js';
import { seedGoals, seedNotifications, seedPrivacyPolicy } from './extras.js';
import { insertMembers } from './members.js';
import { insertQuestions } from './questions.js';
import { createRandom } from './random.js';
import { recountSocial, seedComments, seedFollows, seedLikes } from './social.js';

/** Any constant: the key of the advisory lock that serializes seeding across processes. */
const SEED_LOCK_KEY = 5_050_505;

export interface SeedSummary {
  members: number;
  questions: number;
  responses: number;
  edits: number;
  follows: number;
  likes: number;
  comments: number;
  notifications: number;
}

/**
 * Empty means no questions and no members other than admins (ADMIN_EMAIL may have made one already).
 * It stops at the first row it finds, so every start-up on a big database costs a couple of row reads,
 * never a count of the members.
 */
export const IS_DATABASE_EMPTY = sql`select not exists (select 1 from questions)
  and not exists (select 1 from users where not is_admin) as empty`;

export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(db, IS_DATABASE_EMPTY);
  return row.empty;
}

export interface SeedOptions {
  /** Covers are written to 'uploads/seed/' in this store. */
  files: FileStore;
  /** The moment the demo is built around (tests pass a fixed one). */
  now?: Date;
  log?: FastifyBaseLogger;
}

/** Seeds the demo content if the database is empty; returns what it made, or null when it did nothing. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  const now = options.now ?? new Date();
  // Every start-up asks; only the first one on an empty database does anything more.
  if (!(await isDatabaseEmpty(db))) return null;
  const random = createRandom(20261122);
  // One argon2 hash (about 80 ms) shared by every demo member.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Covers are files, not rows, and sharp draws them off the main thread: start them while the rows go in.
  const covers = Promise.all(
    DEMO_QUESTIONS.map((q, i) => writeSeedCover(options.files, { id: i + 1, title: q.title }, q.colors)),
  );
  covers.catch(() => {});

  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isDatabaseEmpty(tx))) return null;

    const members = await insertMembers(tx, passwordHash, now, random);
    const questions = await insertQuestions(tx, members, now, random);
    const responses = await seedAnswers(tx, members, questions, now, random);
    const edits = await seedEdits(tx, members, responses, now, random);
    const follows = await seedFollows(tx, members, now, random);
    const likes = await seedLikes(tx, members, responses, now, random);
    const comments = await seedComments(tx, members, responses, now, random);
    await recountSocial(tx);
    const featured = members.find((m) => m.username === FEATURED_MEMBER);
    const others = random
      .shuffle(members.filter((m) => m.id !== featured?.id))
      .slice(0, 5)
      .map((m) => m.id);
    const notifications = await seedNotifications(tx, featured?.id, others, now);
    await seedGoals(tx, now);
    await seedPrivacyPolicy(tx, now);
    // Last, with its own random stream: everything above stays as it was without the crowd.
    const crowdRandom = createRandom(20261125);
    const crowd = await insertMembers(tx, passwordHash, now, crowdRandom, CROWD_MEMBERS);
    const crowdAnswers = await seedCrowdAnswers(tx, crowd, questions, now, crowdRandom);
    return {
      members: members.length + crowd.length,
      questions: questions.length,
      responses: responses.length + crowdAnswers,
      edits: edits.length,
      follows,
      likes,
      comments,
      notifications,
    };
  });
  // Another process seeded first (the same covers): nothing more to do here.
  await covers;
  if (!summary) return null;
  options.log?.info(summary, 'demo content seeded');
  return summary;
}

/** The cover colours of a demo question, looked up by title (for redrawing a missing cover). */
export function demoCoverColors(title: string): [string, string] | undefined {
  return DEMO_QUESTIONS.find((q) => q.title === title)?.colors;
}
