/**
 * What a shared link shows (page head and share card) of a question, a member's response and a member: read
 * as a visitor sees it, so a private or hidden response is "not there" and the crowd's list is the one the
 * results call shows (public lists only below PRIVATE_RESULTS_MIN_LISTS: services/results).
 */
import { eq } from 'drizzle-orm';
import { RESULTS_TOP } from '../../../shared/constants.js';
import { canViewResponse } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, responses, users } from '../../db/schema/index.js';
import { ownImage } from '../../presenters/image.js';
import { findQuestionCard, type QuestionCardRow } from '../questions/question-cards.js';
import { type ItemsResult, type RankedItemRow, rankedItems } from '../results/results.js';
import { findUserByUsername } from '../users/find-user.js';

export interface SharedQuestion {
  id: number;
  title: string;
  description: string;
  /** Lists counted in the results, as visitors are told. */
  answersCount: number;
  top: RankedItemRow[];
  /** The question and its results as the API reads them (the page inlines them for the first screen). */
  card: QuestionCardRow;
  results: ItemsResult<RankedItemRow>;
}

export interface SharedMember {
  username: string;
  displayName: string;
  /** Our own '/uploads/...' path, or null. */
  profilePicture: string | null;
}

export interface SharedProfile extends SharedMember {
  bio: string | null;
  answersCount: number;
  followersCount: number;
}

export interface SharedResponse {
  id: number;
  question: { id: number; title: string };
  member: SharedMember;
  answers: string[];
}

export async function sharedQuestion(db: DbOrTx, id: number): Promise<SharedQuestion | null> {
  const card = await findQuestionCard(db, id);
  const results = card ? await rankedItems(db, id, RESULTS_TOP) : null;
  if (!card || !results) return null;
  const { title, description } = card;
  return { id, title, description, answersCount: results.total, top: results.items, card, results };
}

/** A response anyone may see (public, not hidden), or null. */
export async function sharedResponse(db: DbOrTx, id: number): Promise<SharedResponse | null> {
  const [row] = await db
    .select({
      id: responses.id,
      userId: responses.userId,
      isPublic: responses.isPublic,
      isHidden: responses.isHidden,
      answers: responses.answers,
      questionId: questions.id,
      questionTitle: questions.title,
      username: users.username,
      displayName: users.displayName,
      profilePicture: users.profilePicture,
    })
    .from(responses)
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .innerJoin(users, eq(users.id, responses.userId))
    .where(eq(responses.id, id));
  if (!row || !canViewResponse(null, row)) return null;
  return {
    id: row.id,
    question: { id: row.questionId, title: row.questionTitle },
    member: {
      username: row.username,
      displayName: row.displayName,
      profilePicture: ownImage(row.profilePicture),
    },
    answers: row.answers,
  };
}

export async function sharedProfile(db: DbOrTx, username: string): Promise<SharedProfile | null> {
  const user = await findUserByUsername(db, username);
  if (!user) return null;
  return {
    username: user.username,
    displayName: user.displayName,
    profilePicture: ownImage(user.profilePicture),
    bio: user.bio,
    answersCount: user.publicAnswersCount,
    followersCount: user.followersCount,
  };
}
