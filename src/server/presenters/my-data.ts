/** A member's own data download (GET /api/users/me/export); every field listed, others by username only. */
import type { MyDataExport } from '../../shared/api/my-data.js';
import { isoDate } from '../lib/iso-date.js';
import type { MyDataRow } from '../services/users/export-my-data.js';

type Export = MyDataExport;
const when = (value: Date | string | null) => (value === null ? null : isoDate(value));

export function presentMyData(row: MyDataRow, exportedAt: Date): Export {
  const u = row.user;
  return {
    exportedAt: isoDate(exportedAt),
    profile: {
      id: u.id,
      username: u.username,
      displayName: u.displayName,
      email: u.email,
      profilePicture: u.profilePicture,
      bio: u.bio,
      isAdmin: u.isAdmin,
      isVerified: u.isVerified,
      answersCount: u.answersCount,
      followersCount: u.followersCount,
      followingCount: u.followingCount,
      joinedAt: isoDate(u.joinedAt),
      birthMonth: u.birthMonth,
      birthYear: u.birthYear,
      country: u.country,
      city: u.city,
      postalCode: u.postalCode,
      hasPassword: u.passwordHash !== null,
      signInProviders: row.providers,
    },
    responses: row.responses.map((r) => ({
      id: r.id,
      question: { id: r.question.id, title: r.question.title },
      answers: r.answers,
      answerImages: r.answerImages,
      isPublic: r.isPublic,
      isHidden: r.isHidden,
      version: r.version,
      likesCount: r.likesCount,
      commentsCount: r.commentsCount,
      createdAt: isoDate(r.createdAt),
      updatedAt: isoDate(r.updatedAt),
      versions: r.versions.map((v) => ({
        version: v.version,
        answers: v.answers,
        answerImages: v.answerImages,
        isPublic: v.isPublic,
        createdAt: isoDate(v.createdAt),
      })),
    })),
    likes: row.likes.map((l) => ({
      responseId: l.responseId,
      question: { id: l.question.id, title: l.question.title },
      author: l.author,
      createdAt: isoDate(l.createdAt),
    })),
    comments: row.comments.map((c) => ({
      id: c.id,
      responseId: c.responseId,
      question: { id: c.question.id, title: c.question.title },
      responseAuthor: c.responseAuthor,
      content: c.content,
      createdAt: isoDate(c.createdAt),
    })),
    following: row.following.map((f) => ({ username: f.username, since: isoDate(f.since) })),
    followers: row.followers.map((f) => ({ username: f.username, since: isoDate(f.since) })),
    blocked: row.blocked.map((b) => ({ username: b.username, since: isoDate(b.since) })),
    muted: row.muted.map((m) => ({ username: m.username, since: isoDate(m.since) })),
    notifications: row.notifications.map((n) => ({
      id: n.id,
      type: n.type as Export['notifications'][number]['type'],
      title: n.title,
      message: n.message,
      isRead: n.isRead,
      relatedUser: n.relatedUser,
      relatedUrl: n.relatedUrl,
      createdAt: isoDate(n.createdAt),
    })),
    reports: row.reports.map((r) => ({
      id: r.id,
      responseId: r.responseId,
      question: { id: r.question.id, title: r.question.title },
      responseAuthor: r.responseAuthor,
      reason: r.reason as Export['reports'][number]['reason'],
      description: r.description,
      status: r.status as Export['reports'][number]['status'],
      createdAt: isoDate(r.createdAt),
      reviewedAt: when(r.reviewedAt),
      reviewNotes: r.reviewNotes,
    })),
    sessions: row.sessions.map((s) => ({
      createdAt: isoDate(s.createdAt),
      expiresAt: isoDate(s.expiresAt),
      userAgent: s.userAgent,
    })),
    dataDeletionRequests: row.dataDeletionRequests.map((d) => ({
      reason: d.reason,
      status: d.status as Export['dataDeletionRequests'][number]['status'],
      createdAt: isoDate(d.createdAt),
      handledAt: when(d.handledAt),
    })),
  };
}
