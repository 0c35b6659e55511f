/**
 * Everything the site holds about one member, for their own download: profile, every response with every
 * saved version, likes, comments, follows, the members they blocked and muted (never who blocked them),
 * notifications, reports filed, sessions, deletion requests.
 * Other members appear by username only.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  comments,
  dataDeletionRequests,
  follows,
  likes,
  notifications,
  questions,
  reports,
  responses,
  responseVersions,
  sessions,
  socialAccounts,
  type UserRow,
  users,
} from '../../db/schema/index.js';
import { listBlocksAndMutes } from '../blocks/blocks.js';

const author = alias(users, 'author');
const other = alias(users, 'other');
const question = { id: questions.id, title: questions.title };

export async function collectMyData(db: DbOrTx, user: UserRow) {
  const userId = user.id;
  const [
    providers,
    ownResponses,
    liked,
    written,
    following,
    followers,
    received,
    filed,
    browsers,
    deletionRequests,
    hidden,
  ] = await Promise.all([
    db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId)),
    db
      .select({
        id: responses.id,
        question,
        answers: responses.answers,
        answerImages: responses.answerImages,
        isPublic: responses.isPublic,
        isHidden: responses.isHidden,
        version: responses.version,
        likesCount: responses.likesCount,
        commentsCount: responses.commentsCount,
        createdAt: responses.createdAt,
        updatedAt: responses.updatedAt,
      })
      .from(responses)
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .where(eq(responses.userId, userId))
      .orderBy(asc(responses.createdAt), asc(responses.id)),
    db
      .select({ responseId: likes.responseId, question, author: author.username, createdAt: likes.createdAt })
      .from(likes)
      .innerJoin(responses, eq(responses.id, likes.responseId))
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .innerJoin(author, eq(author.id, responses.userId))
      .where(eq(likes.userId, userId))
      .orderBy(asc(likes.createdAt), asc(likes.responseId)),
    db
      .select({
        id: comments.id,
        responseId: comments.responseId,
        question,
        responseAuthor: author.username,
        content: comments.content,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(responses, eq(responses.id, comments.responseId))
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .innerJoin(author, eq(author.id, responses.userId))
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({ username: other.username, since: follows.createdAt })
      .from(follows)
      .innerJoin(other, eq(other.id, follows.followeeId))
      .where(eq(follows.followerId, userId))
      .orderBy(asc(follows.createdAt), asc(other.id)),
    db
      .select({ username: other.username, since: follows.createdAt })
      .from(follows)
      .innerJoin(other, eq(other.id, follows.followerId))
      .where(eq(follows.followeeId, userId))
      .orderBy(asc(follows.createdAt), asc(other.id)),
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        isRead: notifications.isRead,
        relatedUser: other.username,
        relatedUrl: notifications.relatedUrl,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(other, eq(other.id, notifications.relatedUserId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
    db
      .select({
        id: reports.id,
        responseId: reports.responseId,
        question,
        responseAuthor: author.username,
        reason: reports.reason,
        description: reports.description,
        status: reports.status,
        createdAt: reports.createdAt,
        reviewedAt: reports.reviewedAt,
        reviewNotes: reports.reviewNotes,
      })
      .from(reports)
      .innerJoin(responses, eq(responses.id, reports.responseId))
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .innerJoin(author, eq(author.id, responses.userId))
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt), asc(reports.id)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        reason: dataDeletionRequests.reason,
        status: dataDeletionRequests.status,
        createdAt: dataDeletionRequests.createdAt,
        handledAt: dataDeletionRequests.handledAt,
      })
      .from(dataDeletionRequests)
      .where(eq(dataDeletionRequests.email, user.email))
      .orderBy(asc(dataDeletionRequests.createdAt)),
    listBlocksAndMutes(db, userId),
  ]);

  const responseIds = ownResponses.map((r) => r.id);
  const versions =
    responseIds.length === 0
      ? []
      : await db
          .select({
            responseId: responseVersions.responseId,
            version: responseVersions.version,
            answers: responseVersions.answers,
            answerImages: responseVersions.answerImages,
            isPublic: responseVersions.isPublic,
            createdAt: responseVersions.createdAt,
          })
          .from(responseVersions)
          .where(inArray(responseVersions.responseId, responseIds))
          .orderBy(asc(responseVersions.responseId), asc(responseVersions.version));

  const versionsOf = new Map<number, typeof versions>();
  for (const v of versions) versionsOf.set(v.responseId, [...(versionsOf.get(v.responseId) ?? []), v]);

  return {
    user,
    providers: providers.map((p) => p.provider),
    responses: ownResponses.map((r) => ({ ...r, versions: versionsOf.get(r.id) ?? [] })),
    likes: liked,
    comments: written,
    following,
    followers,
    blocked: hidden.blocked,
    muted: hidden.muted,
    notifications: received,
    reports: filed,
    sessions: browsers,
    dataDeletionRequests: deletionRequests,
  };
}

export type MyDataRow = Awaited<ReturnType<typeof collectMyData>>;
