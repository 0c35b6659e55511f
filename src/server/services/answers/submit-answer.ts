import { type SQL, sql } from 'drizzle-orm';
import { ageGroupOf } from '../../../shared/age-group.js';
import { cleanAnswer } from '../../../shared/item-key.js';
import { isOpenForAnswers } from '../../../shared/policies/question.js';
import type { AnswerInput } from '../../../shared/schemas/answer.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import type { UserRow } from '../../db/schema/index.js';
import type { BatchWriter, Outcome, WriteBatch } from '../../db/write-batch.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import {
  firedRules,
  holds,
  listKeyCounter,
  listKeyOf,
  type OpenBurst,
  paceCounter,
  raiseBurst,
} from '../bursts/detect.js';
import type { BurstRules } from '../bursts/thresholds.js';
import { recordDailyAnswer } from '../questions/daily-answers.js';
import { parseJson } from '../questions/question-cards.js';
import { ESTABLISHED, type Standing } from './standing.js';
import {
  type Contribution,
  countsPart,
  isCounted,
  type ListState,
  labelsOf,
  type MovedLabel,
  moveTallies,
  part,
  settle,
  tallyMoves,
  tallyMovesOf,
  textArray,
  together,
} from './tallies.js';

/** The saved response: its id, whether it was an edit and the version it became. */
export interface SavedAnswer {
  responseId: number;
  isEdit: boolean;
  version: number;
}

/** What a save needs to know of the member's current response to the question. */
interface CurrentResponse extends ListState {
  id: number;
  answers: string[];
  ageGroup: string | null;
  isPublic: boolean;
  version: number;
  listKey: string | null;
}

/** The question row as the save locks it, with its open burst. */
interface LockedQuestion {
  endDate: Date | string | null;
  createdAt: Date | string;
  answersCount: number;
  openBurst: OpenBurst | null;
}

/** top5_lock_for_answer's row: the locked question, and the member's response (all null when there is none). */
type LockedForAnswer = LockedQuestion & (CurrentResponse | { [K in keyof CurrentResponse]: null });

/**
 * Saves a member's Top 5 for a question: the first save is version 1, each later save keeps the old list in
 * response_versions and becomes the next version. In one transaction it moves the response, its version row,
 * the result tallies (old list out, new list in, netted per tally row), the question's and member's answer
 * counts and, for a first answer, the question's answers of the day (for 'hot').
 * Saves to one question are serialized on the question row, so racing saves end as n+1 and n+2. The
 * transaction is three statements: lock the question and read the member's response (one function, decision
 * 159), write everything (one statement of data-modifying parts), and, when labels or empty rows moved,
 * settle the tallies' labels and empty rows (tallies.ts).
 */
export function submitAnswer(db: DbOrTx, input: AnswerRequest, now: Date = new Date()): Promise<SavedAnswer> {
  return db.transaction((tx) => saveAnswer(tx, input, now));
}

/** A member's Top 5 for a question, as sent. */
export type AnswerRequest = {
  questionId: number;
  user: Pick<UserRow, 'id' | 'birthYear' | 'birthMonth' | 'country'>;
  /** Whether the list counts at once and whether its author is new (standing.ts); established by default. */
  standing?: Standing;
  /** Burst detection's thresholds (decision 068); none: the save is not watched (the demo seed). */
  bursts?: BurstRules;
} & AnswerInput;

/**
 * Saves a member's Top 5 through the app's write batch (db/write-batch.ts), keyed by the question: the route
 * calls this. The batch queues the save; when it runs a batch it opens one transaction and calls back
 * `answerWriter.writeAll` below with every save queued on that question, so they share the question's lock
 * and one commit. This promise settles after that commit. Same outcome as `submitAnswer`.
 */
export function queueAnswer(writes: WriteBatch, input: AnswerRequest): Promise<SavedAnswer> {
  return writes.run(answerWriter, `answer:${input.questionId}`, input);
}

/**
 * The batch's way back into this service (the turn of db/write-batch.ts): the saves of one question queued
 * together, one after the other, in the batch's transaction. A save refused with a 4xx (the question is gone
 * or has ended) is refused before it writes anything, so it is answered alone and the others go on.
 */
export const answerWriter: BatchWriter<AnswerRequest, SavedAnswer> = {
  async writeAll(db, inputs) {
    const outcomes: Outcome<SavedAnswer>[] = [];
    // Several saves of one question: their tallies move once, netted, after the last (decision 132). A batch
    // holds one question's saves, or on PGlite (one batch at a time) those of several: a fold per question.
    const saves = new Map<number, number>();
    for (const input of inputs) saves.set(input.questionId, (saves.get(input.questionId) ?? 0) + 1);
    const folds = new Map<number, Fold>();
    for (const [questionId, n] of saves) if (n > 1) folds.set(questionId, { outs: [], ins: [] });
    for (const input of inputs) {
      try {
        const fold = folds.get(input.questionId);
        outcomes.push({ ok: true, value: await saveAnswer(db, input, new Date(), fold) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    for (const questionId of [...folds.keys()].sort((a, b) => a - b)) {
      await moveFolded(db, folds.get(questionId) as Fold);
    }
    return outcomes;
  },
};

/**
 * The lists a batch's saves of one question took out of its results and put in, not moved yet (decision 132).
 * The moves are sums, so netted they leave the tallies as the saves one by one would have, in one statement.
 */
interface Fold {
  outs: Contribution[];
  ins: Contribution[];
}

/** Moves the tallies by everything folded so far, netted (tallyMovesOf), and empties the fold. */
async function moveFolded(tx: DbOrTx, fold: Fold): Promise<void> {
  if (fold.outs.length === 0 && fold.ins.length === 0) return;
  const moves = tallyMovesOf(fold.outs, fold.ins);
  fold.outs = [];
  fold.ins = [];
  await moveTallies(tx, moves);
}

/**
 * The save's statements, inside the caller's transaction. With a `fold`, the lists it takes out of the results
 * and puts in are added to it instead of moving the tallies here; the batch moves them after its last save.
 */
async function saveAnswer(
  tx: DbOrTx,
  input: AnswerRequest,
  now: Date = new Date(),
  fold?: Fold,
): Promise<SavedAnswer> {
  const answers = input.answers.map(cleanAnswer);
  const answerImages = input.answerImages ? input.answerImages.map((u) => (u ? u.trim() : '')) : null;
  const images = answerImages?.some((u) => u !== '') ? textArray(answerImages) : sql`null`;
  const ageGroup = ageGroupOf(input.user, now);
  const { questionId, isPublic } = input;
  const standing = input.standing ?? ESTABLISHED;
  const userId = input.user.id;
  const list = textArray(answers);
  const listKey = listKeyOf(answers);
  const counted = { questionId, answers, ageGroup, isPublic };

  // The question locked, then the member's list read after the lock, so it sees the last save of a racing
  // one: one call of a function whose two statements each take their own snapshot (decision 159).
  const [locked] = await queryShapeRows<LockedForAnswer>(
    tx,
    sql`select end_date as "endDate", created_at as "createdAt", answers_count as "answersCount",
        open_burst as "openBurst", id, answers, age_group as "ageGroup", is_public as "isPublic",
        is_hidden as "isHidden", version, awaits_trust as "awaitsTrust", held_by_burst as "heldByBurst",
        list_key as "listKey"
      from top5_lock_for_answer(${questionId}, ${userId})`,
  );
  if (!locked) throw notFound('Question not found');
  const question: LockedQuestion = locked;
  if (!isOpenForAnswers(question, now)) {
    throw badRequest('This question has ended and no longer accepts answers');
  }
  const open = parseJson(question.openBurst);
  const current: CurrentResponse | undefined = locked.id === null ? undefined : (locked as CurrentResponse);

  // A held list stays held; a list the open burst covers is held now (decision 068).
  const heldByBurst =
    current?.heldByBurst ??
    (holds(open, { newAccount: standing.newAccount, listKey }) ? open?.id : null) ??
    null;
  const state: ListState = {
    isHidden: current?.isHidden ?? false,
    awaitsTrust: !standing.established,
    heldByBurst,
  };
  // Burst counters: a new account's first answer, and a list key saved anew.
  const watched = input.bursts !== undefined;
  const counters = [
    ...(watched && !current && standing.newAccount
      ? [paceCounter(questionId, question.answersCount, now)]
      : []),
    ...(watched && current?.listKey !== listKey ? [listKeyCounter(questionId, listKey, now)] : []),
  ];
  const countersOut = counters.map((c) =>
    c.name === 'pace'
      ? sql`(select json_build_object('lists', lists, 'listsBefore', lists_before, 'windowStart', window_start) from pace) as pace`
      : sql`(select json_build_object('lists', lists, 'windowStart', window_start) from same) as same`,
  );
  const listColumns = sql`awaits_trust = ${state.awaitsTrust}, held_by_burst = ${heldByBurst}, list_key = ${listKey}`;

  let saved: SavedAnswer;
  let returned: CountersRow;
  if (current) {
    const version = current.version + 1;
    const out = isCounted(current) ? { ...current, questionId } : null;
    const into = isCounted(state) ? counted : null;
    const moves = fold ? tallyMoves(null, null) : tallyMoves(out, into);
    const counts = countsPart(moves);
    [returned] = await queryShapeRows<CountersRow>(
      tx,
      together(
        [
          sql`update responses set answers = ${list}, answer_images = ${images}, is_public = ${isPublic},
            version = ${version}, age_group = ${ageGroup}, updated_at = ${now}, ${listColumns}
            where id = ${current.id}`,
          sql`insert into response_versions (response_id, version, answers, answer_images, is_public, created_at)
            values (${current.id}, ${version}, ${list}, ${images}, ${isPublic}, ${now})`,
          ...moves.parts,
          ...(counts ? [counts] : []),
          ...counters,
        ],
        sql`select ${current.id}::int as id, ${labelsOf(moves)}${countersOut.length > 0 ? sql`, ${sql.join(countersOut, sql`, `)}` : sql``}`,
      ),
    );
    await settle(tx, moves, parseJson(returned.labels));
    if (fold && out) fold.outs.push(out);
    if (fold && into) fold.ins.push(into);
    saved = { responseId: current.id, isEdit: true, version };
  } else {
    const into = isCounted(state) ? counted : null;
    const moves = fold ? tallyMoves(null, null) : tallyMoves(null, into);
    [returned] = await queryShapeRows<CountersRow>(
      tx,
      together(
        [
          part(
            'saved',
            sql`insert into responses
              (question_id, user_id, answers, answer_images, is_public, version, age_group, created_at, updated_at,
                awaits_trust, held_by_burst, list_key)
              values (${questionId}, ${userId}, ${list}, ${images}, ${isPublic}, 1, ${ageGroup}, ${now}, ${now},
                ${state.awaitsTrust}, ${heldByBurst}, ${listKey})
              returning id`,
          ),
          sql`insert into response_versions (response_id, version, answers, answer_images, is_public, created_at)
            select id, 1, ${list}, ${images}, ${isPublic}, ${now} from saved`,
          ...moves.parts,
          ...recordDailyAnswer(questionId, now),
          // The questions row once per statement: its counts and counted lists together.
          countsPart(moves, sql`answers_count = answers_count + 1`, questionId) as SQL,
          sql`update users set answers_count = answers_count + 1 where id = ${userId}`,
          ...counters,
        ],
        sql`select (select id from saved) as id, ${labelsOf(moves)}${countersOut.length > 0 ? sql`, ${sql.join(countersOut, sql`, `)}` : sql``}`,
      ),
    );
    await settle(tx, moves, parseJson(returned.labels));
    if (fold && into) fold.ins.push(into);
    saved = { responseId: returned.id, isEdit: false, version: 1 };
  }

  const fired =
    input.bursts &&
    firedRules(
      { pace: counterOf(returned.pace), same: counterOf(returned.same) },
      { questionCreatedAt: new Date(question.createdAt), open, listKey, answers },
      input.bursts,
    );
  if (fired) {
    // A burst takes lists out of the results as they stand: the batch's earlier saves have moved them first.
    if (fold) await moveFolded(tx, fold);
    await raiseBurst(tx, questionId, open, fired, now);
  }
  return saved;
}

/** The statement's answer: the response id and the burst counters it moved. */
interface CountersRow {
  id: number;
  pace?: unknown;
  same?: unknown;
  /** The labels the tallies' moves left (labelsOf): json, parsed or text by driver. */
  labels: MovedLabel[] | string;
}

/** A counter as json (parsed or text, by driver), with its window start as a Date. */
function counterOf<T extends { windowStart: Date }>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  const parsed = parseJson(value as T | string) as T & { windowStart: string | Date };
  return { ...parsed, windowStart: new Date(parsed.windowStart) };
}
