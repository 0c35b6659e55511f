/** Demo notifications (made from the seeded likes, comments and follows), community goals and the privacy policy. */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client.js';
import { notifications, privacyPolicy, userGoals } from '../schema/index.js';
import { PRIVACY_POLICY } from './content/privacy-policy.js';
import { DAY_MS, HOUR_MS } from './random.js';

interface Activity {
  type: 'like' | 'comment' | 'follow';
  userId: number;
  actorId: number;
  actorName: string;
  questionId: number | null;
  questionTitle: string | null;
  responseId: number | null;
  actorUsername: string;
  createdAt: Date;
}

/** The latest likes, comments and follows that reached these members, newest first. */
async function latestActivity(tx: Tx, userIds: number[]): Promise<Activity[]> {
  const ids = sql`array[${sql.join(
    userIds.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  const rows = await queryRows<Omit<Activity, 'createdAt'> & { createdAt: string | Date }>(
    tx,
    sql`
    select * from (
      select 'like' as "type", r.user_id as "userId", a.id as "actorId", a.display_name as "actorName",
        a.username as "actorUsername", q.id as "questionId", q.title as "questionTitle", r.id as "responseId",
        l.created_at as "createdAt"
      from likes l join responses r on r.id = l.response_id join questions q on q.id = r.question_id
        join users a on a.id = l.user_id
      where r.user_id = any(${ids})
      union all
      select 'comment', r.user_id, a.id, a.display_name, a.username, q.id, q.title, r.id, c.created_at
      from comments c join responses r on r.id = c.response_id join questions q on q.id = r.question_id
        join users a on a.id = c.user_id
      where r.user_id = any(${ids})
      union all
      select 'follow', f.followee_id, a.id, a.display_name, a.username, null, null, null, f.created_at
      from follows f join users a on a.id = f.follower_id
      where f.followee_id = any(${ids})
    ) activity order by "createdAt" desc`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

function notificationFor(a: Activity): typeof notifications.$inferInsert {
  const common = { userId: a.userId, type: a.type, relatedUserId: a.actorId, createdAt: a.createdAt };
  if (a.type === 'follow') {
    return {
      ...common,
      title: 'New follower',
      message: `${a.actorName} started following you`,
      relatedUrl: `/users/${a.actorUsername}`,
    };
  }
  const url = `/question/${a.questionId}#response-${a.responseId}`;
  return a.type === 'like'
    ? {
        ...common,
        title: 'New like',
        message: `${a.actorName} liked your Top 5 for "${a.questionTitle}"`,
        relatedUrl: url,
      }
    : {
        ...common,
        title: 'New comment',
        message: `${a.actorName} commented on your Top 5 for "${a.questionTitle}"`,
        relatedUrl: url,
      };
}

/**
 * Notifications for a few members: for the featured member a dozen (the newest unread, so the bell shows
 * a count above 9), a handful for the others, plus a trending and a goal notice.
 */
export async function seedNotifications(
  tx: Tx,
  featuredId: number | undefined,
  otherIds: number[],
  now: Date,
): Promise<number> {
  const rows: (typeof notifications.$inferInsert)[] = [];
  const ids = [...(featuredId ? [featuredId] : []), ...otherIds];
  const activity = await latestActivity(tx, ids);
  for (const userId of ids) {
    const mine = activity.filter((a) => a.userId === userId).slice(0, userId === featuredId ? 14 : 4);
    mine.forEach((a, i) => {
      rows.push({ ...notificationFor(a), isRead: i >= (userId === featuredId ? 11 : 2) });
    });
    rows.push({
      userId,
      type: 'trending',
      title: 'Trending now',
      message: '"Top 5 Rappers Ever" is trending. Add your Top 5!',
      relatedUrl: '/question/5',
      isRead: true,
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
    });
    rows.push({
      userId,
      type: 'goal_achieved',
      title: 'Community goal reached',
      message: '25 members reached! Thanks for helping Top 5 grow.',
      relatedUrl: '/',
      isRead: true,
      createdAt: new Date(now.getTime() - 5 * DAY_MS - 4 * HOUR_MS),
    });
  }
  if (rows.length > 0) await tx.insert(notifications).values(rows);
  return rows.length;
}

/** Community goals: 10 and 25 members reached, 50 and 100 still to come. */
export async function seedGoals(tx: Tx, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await tx.insert(userGoals).values([
    { targetCount: 10, achieved: true, createdAt: ago(60), achievedAt: ago(40) },
    { targetCount: 25, achieved: true, createdAt: ago(40), achievedAt: ago(5) },
    { targetCount: 50, achieved: false, createdAt: ago(5) },
    { targetCount: 100, achieved: false, createdAt: ago(5) },
  ]);
}

/** The privacy policy row (id 1), unless an admin has already written one. */
export async function seedPrivacyPolicy(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(privacyPolicy)
    .values({ id: 1, content: PRIVACY_POLICY, updatedAt: now })
    .onConflictDoNothing();
}
