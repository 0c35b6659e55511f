/** A member's profile as others see it, their follow lists, and two members' lists compared. */
import type { FeedPagination } from '../../shared/api/common.js';
import type {
  CompareQuestion,
  CompareResult,
  FollowResult,
  FollowStatus,
  ProfileUser,
  UserListPage,
} from '../../shared/api/users.js';
import type { PagingInput } from '../../shared/schemas/paging.js';
import { pagination } from '../lib/paging.js';
import type { ComparedPage, ComparedQuestionRow } from '../services/compare/compare.js';
import type { FollowChange } from '../services/follows/follows.js';
import { presentOwnPublicUser, presentPublicUser, presentUserSummary } from './user.js';

type SummaryFields = Parameters<typeof presentUserSummary>[0];

/** A profile; its owner sees their full answersCount, everyone else the count of answers they can see. */
export function presentProfile(
  row: Parameters<typeof presentOwnPublicUser>[0],
  isFollowing: boolean,
  viewedByOwner: boolean,
): ProfileUser {
  return { ...(viewedByOwner ? presentOwnPublicUser(row) : presentPublicUser(row)), isFollowing };
}

export function presentFollowStatus(isFollowing: boolean): FollowStatus {
  return { isFollowing };
}

export function presentFollowResult(change: FollowChange): FollowResult {
  return { isFollowing: change.isFollowing, followersCount: change.followersCount };
}

export function presentUserListPage(rows: SummaryFields[], pagination: FeedPagination): UserListPage {
  return { users: rows.map(presentUserSummary), pagination };
}

function presentComparedQuestion(row: ComparedQuestionRow): CompareQuestion {
  return {
    question: { id: row.questionId, title: row.title },
    mine: row.mine,
    theirs: row.theirs,
    shared: row.shared,
    score: row.score,
  };
}

export function presentCompareResult(
  me: SummaryFields,
  them: SummaryFields,
  result: ComparedPage,
  paging: PagingInput,
): CompareResult {
  return {
    me: presentUserSummary(me),
    them: presentUserSummary(them),
    questions: result.questions.map(presentComparedQuestion),
    overallScore: result.overallScore,
    sharedQuestions: result.sharedQuestions,
    pagination: pagination(paging, result.sharedQuestions),
  };
}
