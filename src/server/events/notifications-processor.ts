/**
 * Turns domain events into notifications: likes and comments to the response's author (never for their own
 * action), follows to the followed member, trending to everyone who answered the question, goals to everyone.
 */
import { and, eq, Param, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { comments, questions, responses, userGoals, users } from '../db/schema/index.js';
import { notificationTexts, profileUrl, questionUrl, responseUrl } from './notification-texts.js';
import { notifyReportReviewed } from './report-outcome.js';
import type { DomainEvent } from './types.js';

/**
 * True when no block stands between the notified member and the one who acted, either way (decision 085):
 * the action itself is refused then, but one racing the block must not leave a notification either.
 */
const noBlockBetween = (userId: SQL, actorId: SQL) => sql`not exists (
  select 1 from blocks b
  where (b.blocker_id = ${userId} and b.blocked_id = ${actorId})
     or (b.blocker_id = ${actorId} and b.blocked_id = ${userId}))`;

interface NewNotification {
  userId: number;
  type: 'like' | 'comment' | 'follow';
  title: string;
  message: string;
  relatedUserId: number;
  relatedUrl: string;
}

export async function processNotifications(tx: DbOrTx, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'response.commented':
      return notifyComment(tx, event.commentId, event.actorId);
    case 'user.followed':
      return notifyFollow(tx, event.followerId, event.followeeId);
    case 'question.trending':
      return notifyTrending(tx, event.questionId);
    case 'goal.achieved':
      return notifyGoalAchieved(tx, event.goalId);
    case 'report.reviewed':
      return notifyReportReviewed(tx, event.responseId, event.status, event.reportIds);
  }
}

/** The response, its question and the acting member, for the like and comment texts. */
async function responseContext(tx: DbOrTx, responseId: number, actorId: number) {
  const [row] = await tx
    .select({
      authorId: responses.userId,
      questionId: questions.id,
      questionTitle: questions.title,
      actorName: users.displayName,
    })
    .from(responses)
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .innerJoin(users, eq(users.id, actorId))
    .where(eq(responses.id, responseId));
  return row;
}

/** What the like notification says and where it points. */
export interface LikeFacts {
  responseId: number;
  authorId: number;
  questionId: number;
  questionTitle: string;
  actorId: number;
  actorName: string;
}

/**
 * The like notifications as a part of the likes' own statement (services/likes/toggle-like.ts): one for
 * each like in `added` (a relation with response_id and user_id columns: the like rows just inserted),
 * none for a member liking their own response, and none while the author has not read the same member's
 * earlier one for the same response (likes can be undone and redone). Null when nobody would be told. Each
 * member appears once per response in `likes`, so the unread check (which sees the table as it was before
 * the statement) is enough.
 */
export function likeNotifications(likes: LikeFacts[], added: SQL): SQL | null {
  const told = likes.filter((like) => like.authorId !== like.actorId);
  if (told.length === 0) return null;
  const words = told.map((like) => notificationTexts.like(like.actorName, like.questionTitle));
  const ints = (values: number[]) => sql`${new Param(values)}::int[]`;
  const textArray = (values: string[]) => sql`${new Param(values)}::text[]`;
  const urls = told.map((l) => responseUrl(l.questionId, l.responseId));
  const responseIds = ints(told.map((l) => l.responseId));
  const authors = ints(told.map((l) => l.authorId));
  const actors = ints(told.map((l) => l.actorId));
  const titles = textArray(words.map((t) => t.title));
  const messages = textArray(words.map((t) => t.message));
  return sql`
    insert into notifications (user_id, type, title, message, related_user_id, related_url)
    select n.user_id, 'like', n.title, n.message, n.related_user_id, n.related_url
    from unnest(${authors}, ${titles}, ${messages}, ${actors}, ${textArray(urls)}, ${responseIds})
      as n(user_id, title, message, related_user_id, related_url, response_id)
    where (n.response_id, n.related_user_id) in (select response_id, user_id from ${added}) and not exists (
      select 1 from notifications x
      where x.user_id = n.user_id and not x.is_read and x.type = 'like'
        and x.related_user_id = n.related_user_id and x.related_url = n.related_url
    ) and ${noBlockBetween(sql`n.user_id`, sql`n.related_user_id`)}`;
}

async function notifyComment(tx: DbOrTx, commentId: number, actorId: number): Promise<void> {
  const [comment] = await tx
    .select({ responseId: comments.responseId, content: comments.content })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!comment) return;
  const context = await responseContext(tx, comment.responseId, actorId);
  if (!context || context.authorId === actorId) return;
  const row: NewNotification = {
    userId: context.authorId,
    type: 'comment',
    ...notificationTexts.comment(context.actorName, context.questionTitle, comment.content),
    relatedUserId: actorId,
    relatedUrl: responseUrl(context.questionId, comment.responseId),
  };
  await tx.execute(sql`
    insert into notifications (user_id, type, title, message, related_user_id, related_url)
    select ${row.userId}, ${row.type}, ${row.title}, ${row.message}, ${row.relatedUserId}, ${row.relatedUrl}
    where ${noBlockBetween(sql`${row.userId}::int`, sql`${row.relatedUserId}::int`)}`);
}

async function notifyFollow(tx: DbOrTx, followerId: number, followeeId: number): Promise<void> {
  if (followerId === followeeId) return;
  const [follower] = await tx
    .select({ username: users.username, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, followerId));
  if (!follower) return;
  await tx.execute(
    insertUnlessUnread({
      userId: followeeId,
      type: 'follow',
      ...notificationTexts.follow(follower.displayName),
      relatedUserId: followerId,
      relatedUrl: profileUrl(follower.username),
    }),
  );
}

/**
 * Like and follow can be undone and redone; while the member has not read the first notification,
 * a second one for the same member and thing would only be noise.
 */
function insertUnlessUnread(n: NewNotification): SQL {
  return sql`
    insert into notifications (user_id, type, title, message, related_user_id, related_url)
    select ${n.userId}, ${n.type}, ${n.title}, ${n.message}, ${n.relatedUserId}, ${n.relatedUrl}
    where not exists (
      select 1 from notifications
      where user_id = ${n.userId} and not is_read and type = ${n.type}
        and related_user_id = ${n.relatedUserId} and related_url = ${n.relatedUrl}
    ) and ${noBlockBetween(sql`${n.userId}::int`, sql`${n.relatedUserId}::int`)}`;
}

/**
 * One statement for every member who answered (public or private), however many they are. trending_notices
 * remembers who was told, so a question turned off and on again never tells a member twice.
 */
async function notifyTrending(tx: DbOrTx, questionId: number): Promise<void> {
  const [question] = await tx
    .select({ title: questions.title })
    .from(questions)
    .where(eq(questions.id, questionId));
  if (!question) return;
  const { title, message } = notificationTexts.trending(question.title);
  await tx.execute(sql`
    with told as (
      insert into trending_notices (question_id, user_id)
      select r.question_id, r.user_id from responses r where r.question_id = ${questionId}
      on conflict do nothing
      returning user_id
    )
    insert into notifications (user_id, type, title, message, related_url)
    select told.user_id, 'trending', ${title}, ${message}, ${questionUrl(questionId)} from told`);
}

/** One statement for every member. */
async function notifyGoalAchieved(tx: DbOrTx, goalId: number): Promise<void> {
  const [goal] = await tx
    .select({ targetCount: userGoals.targetCount })
    .from(userGoals)
    .where(and(eq(userGoals.id, goalId), eq(userGoals.achieved, true)));
  if (!goal) return;
  const { title, message } = notificationTexts.goalAchieved(goal.targetCount);
  await tx.execute(sql`
    insert into notifications (user_id, type, title, message, related_url)
    select u.id, 'goal_achieved', ${title}, ${message}, '/' from users u`);
}
