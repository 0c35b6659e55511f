/**
 * Demo follows, likes and comments, inserted in batches; the stored counts are then set from the rows
 * themselves, so followers_count, following_count, likes_count and comments_count equal what is there.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { comments, follows, likes } from '../schema/index.js';
import type { SeededResponse } from './answers.js';
import { COMMENT_TEMPLATES } from './content/comments.js';
import { FEATURED_MEMBER } from './content/members.js';
import type { SeededMember } from './members.js';
import { HOUR_MS, type Random } from './random.js';

/** A moment after `after` and before `now` (at most `withinHours` later). */
function later(after: Date, now: Date, random: Random, withinHours = 72): Date {
  const at = after.getTime() + (0.2 + random.next() * withinHours) * HOUR_MS;
  return new Date(Math.min(at, now.getTime() - 60_000));
}

export async function seedFollows(
  tx: Tx,
  members: SeededMember[],
  now: Date,
  random: Random,
): Promise<number> {
  const featured = members.find((m) => m.username === FEATURED_MEMBER);
  const rows: (typeof follows.$inferInsert)[] = [];
  const seen = new Set<string>();
  const add = (follower: SeededMember, followee: SeededMember) => {
    const key = `${follower.id}:${followee.id}`;
    if (follower.id === followee.id || seen.has(key)) return;
    seen.add(key);
    const after = new Date(Math.max(follower.joinedAt.getTime(), followee.joinedAt.getTime()));
    rows.push({
      followerId: follower.id,
      followeeId: followee.id,
      createdAt: later(after, now, random, 24 * 20),
    });
  };
  for (const member of members) {
    for (const other of random.shuffle(members).slice(0, random.int(2, 9))) add(member, other);
    // The member README points to has a following worth looking at.
    if (featured && random.chance(0.45)) add(member, featured);
  }
  if (featured) for (const other of random.shuffle(members).slice(0, 6)) add(featured, other);
  await tx.insert(follows).values(rows);
  return rows.length;
}

export async function seedLikes(
  tx: Tx,
  members: SeededMember[],
  responses: SeededResponse[],
  now: Date,
  random: Random,
): Promise<number> {
  const featured = members.find((m) => m.username === FEATURED_MEMBER);
  const rows: (typeof likes.$inferInsert)[] = [];
  for (const response of responses.filter((r) => r.isPublic)) {
    // Most lists get a few likes, a handful get many.
    const boost = response.userId === featured?.id ? 4 : 0;
    const count = Math.min(members.length - 1, Math.floor(random.next() ** 2 * 11) + boost);
    const likers = random.shuffle(members.filter((m) => m.id !== response.userId)).slice(0, count);
    for (const liker of likers) {
      rows.push({
        responseId: response.id,
        userId: liker.id,
        createdAt: later(response.createdAt, now, random),
      });
    }
  }
  if (rows.length > 0) await tx.insert(likes).values(rows);
  return rows.length;
}

export async function seedComments(
  tx: Tx,
  members: SeededMember[],
  responses: SeededResponse[],
  now: Date,
  random: Random,
): Promise<number> {
  const featured = members.find((m) => m.username === FEATURED_MEMBER);
  const rows: (typeof comments.$inferInsert)[] = [];
  for (const response of responses.filter((r) => r.isPublic)) {
    const chance = response.userId === featured?.id ? 0.8 : 0.3;
    if (!random.chance(chance)) continue;
    let at = response.createdAt;
    for (let i = random.int(1, 3); i > 0; i--) {
      const author = random.pick(members.filter((m) => m.id !== response.userId));
      const item = random.pick(response.answers);
      at = later(at, now, random, 30);
      rows.push({
        responseId: response.id,
        userId: author.id,
        content: random.pick(COMMENT_TEMPLATES).replaceAll('{item}', item),
        createdAt: at,
      });
    }
  }
  if (rows.length > 0) await tx.insert(comments).values(rows);
  return rows.length;
}

/** Sets every stored social count from the rows, in four statements. */
export async function recountSocial(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update users u set
      followers_count = (select count(*) from follows f where f.followee_id = u.id),
      following_count = (select count(*) from follows f where f.follower_id = u.id)`);
  await tx.execute(sql`
    update responses r set
      likes_count = (select count(*) from likes l where l.response_id = r.id),
      comments_count = (select count(*) from comments c where c.response_id = r.id)`);
}
