/**
 * Burst detection (decision 068), inside the answer's own transaction: two small counters per question
 * (first answers from new accounts in the current window; saves of each list key in the current window) move
 * as parts of the answer's statement and come back with it, so an answer reads no other list. When a rule
 * fires, the question gets an open burst (or its open burst grows) and the lists it covers in the window are
 * held from the results, their contributions taken out, until an admin releases it (release.ts).
 */
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { itemKey } from '../../../shared/item-key.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { NEW_ACCOUNT_DAYS } from '../answers/standing.js';
import {
  contributionOf,
  isCounted,
  moveTallies,
  type NamedPart,
  part,
  tallyMovesOf,
  textArray,
} from '../answers/tallies.js';
import { BURST_PACE_FACTOR, BURST_WINDOW_MINUTES, type BurstRules } from './thresholds.js';

/** The list's five item keys in order, hashed: lists that differ only in spelling or case share it. */
export function listKeyOf(answers: string[]): string {
  return createHash('sha256').update(answers.map(itemKey).join('\u0000')).digest('base64url').slice(0, 22);
}

/** The question's open burst, as the answer's first statement reads it with the question row. */
export interface OpenBurst {
  id: number;
  holdsNewAccounts: boolean;
  listKeys: string[];
}

/** Whether the open burst holds a list saved now. */
export function holds(burst: OpenBurst | null, list: { newAccount: boolean; listKey: string }): boolean {
  if (!burst) return false;
  return (burst.holdsNewAccounts && list.newAccount) || burst.listKeys.includes(list.listKey);
}

const windowAgo = (now: Date): SQL =>
  sql`${now.toISOString()}::timestamptz - make_interval(mins => ${BURST_WINDOW_MINUTES})`;

/** Counts a first answer from a new account in the question's window (a new window when the last is over). */
export function paceCounter(questionId: number, listsBefore: number, now: Date): NamedPart {
  const over = sql`p.window_start <= ${windowAgo(now)}`;
  return part(
    'pace',
    sql`insert into question_answer_pace as p (question_id, window_start, lists, lists_before)
      values (${questionId}, ${now.toISOString()}::timestamptz, 1, ${listsBefore})
      on conflict (question_id) do update set
        lists = case when ${over} then 1 else p.lists + 1 end,
        lists_before = case when ${over} then excluded.lists_before else p.lists_before end,
        window_start = case when ${over} then excluded.window_start else p.window_start end
      returning lists, lists_before, window_start`,
  );
}

/** Counts a save of a list key in the question's window. */
export function listKeyCounter(questionId: number, listKey: string, now: Date): NamedPart {
  const over = sql`k.window_start <= ${windowAgo(now)}`;
  return part(
    'same',
    sql`insert into question_list_keys as k (question_id, list_key, window_start, lists)
      values (${questionId}, ${listKey}, ${now.toISOString()}::timestamptz, 1)
      on conflict (question_id, list_key) do update set
        lists = case when ${over} then 1 else k.lists + 1 end,
        window_start = case when ${over} then excluded.window_start else k.window_start end
      returning lists, window_start`,
  );
}

/** The counters as the answer's statement gave them back (null: not counted by this save). */
export interface Counters {
  pace: { lists: number; listsBefore: number; windowStart: Date } | null;
  same: { lists: number; windowStart: Date } | null;
}

/** What a fired rule holds, and why. */
export interface Fired {
  holdsNewAccounts: boolean;
  listKey: string | null;
  windowStart: Date;
  evidence: string[];
}

const clock = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The rules that fire on this save and are not yet covered by the open burst; null when none. */
export function firedRules(
  counters: Counters,
  context: { questionCreatedAt: Date; open: OpenBurst | null; listKey: string; answers: string[] },
  rules: BurstRules,
): Fired | null {
  const evidence: string[] = [];
  let holdsNewAccounts = false;
  let listKey: string | null = null;
  let windowStart: Date | null = null;
  const { pace, same } = counters;
  if (pace && !context.open?.holdsNewAccounts) {
    const hoursBefore = Math.max(
      1,
      (pace.windowStart.getTime() - context.questionCreatedAt.getTime()) / 3_600_000,
    );
    const usualPerHour = pace.listsBefore / hoursBefore;
    if (pace.lists >= rules.newAccountLists && pace.lists >= BURST_PACE_FACTOR * usualPerHour) {
      holdsNewAccounts = true;
      windowStart = pace.windowStart;
      evidence.push(
        `${pace.lists} first answers from accounts younger than ${NEW_ACCOUNT_DAYS} days within ` +
          `${BURST_WINDOW_MINUTES} minutes from ${clock(pace.windowStart)}; the question's usual pace was ` +
          `${usualPerHour.toFixed(1)} lists an hour (${pace.listsBefore} lists before).`,
      );
    }
  }
  if (same && same.lists >= rules.identicalLists && !context.open?.listKeys.includes(context.listKey)) {
    listKey = context.listKey;
    windowStart = windowStart && windowStart < same.windowStart ? windowStart : same.windowStart;
    evidence.push(
      `${same.lists} identical lists within ${BURST_WINDOW_MINUTES} minutes from ${clock(same.windowStart)}: ` +
        context.answers.map((a, i) => `${i + 1}. ${a}`).join(', '),
    );
  }
  if (!windowStart) return null;
  return { holdsNewAccounts, listKey, windowStart, evidence };
}

/**
 * The statement holding the question's lists a fired rule covers, saved since its window started: a new
 * account's, or any with the fired list key. It reads only the lists saved since then (index
 * responses_question_updated, decision 132), never every list of the question.
 */
export function holdLists(burstId: number, questionId: number, fired: Fired, now: Date): SQL {
  const newAccountSince = new Date(now.getTime() - NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  return sql`update responses r set held_by_burst = ${burstId}
      from users u
      where u.id = r.user_id and r.question_id = ${questionId} and r.held_by_burst is null
        and r.updated_at >= ${fired.windowStart.toISOString()}::timestamptz
        and ((${fired.holdsNewAccounts} and u.created_at > ${newAccountSince.toISOString()}::timestamptz)
          or r.list_key = ${fired.listKey})
      returning r.id, r.answers, r.age_group as "ageGroup", r.is_public as "isPublic",
        r.is_hidden as "isHidden", r.awaits_trust as "awaitsTrust"`;
}

/**
 * Opens a burst on the question (or grows its open one) and holds the lists it covers saved since the
 * window started, taking the counted ones out of the results. Runs in the answer's transaction, which holds
 * the question row; a scan of the question's recent lists, once per rule fired, never per answer.
 */
export async function raiseBurst(
  tx: DbOrTx,
  questionId: number,
  open: OpenBurst | null,
  fired: Fired,
  now: Date,
): Promise<number> {
  let burstId: number;
  if (open) {
    burstId = open.id;
    await queryShapeRows(
      tx,
      sql`update result_bursts set holds_new_accounts = holds_new_accounts or ${fired.holdsNewAccounts},
        list_keys = list_keys || ${textArray(fired.listKey ? [fired.listKey] : [])},
        evidence = evidence || ${textArray(fired.evidence)}
        where id = ${burstId}`,
    );
  } else {
    const [created] = await queryShapeRows<{ id: number }>(
      tx,
      sql`insert into result_bursts (question_id, holds_new_accounts, list_keys, evidence, created_at)
        values (${questionId}, ${fired.holdsNewAccounts}, ${textArray(fired.listKey ? [fired.listKey] : [])},
          ${textArray(fired.evidence)}, ${now.toISOString()}::timestamptz)
        returning id`,
    );
    burstId = created.id;
    await queryShapeRows(tx, sql`update questions set open_burst_id = ${burstId} where id = ${questionId}`);
  }
  const held = await queryShapeRows<{
    id: number;
    answers: string[];
    ageGroup: string | null;
    isPublic: boolean;
    isHidden: boolean;
    awaitsTrust: boolean;
  }>(tx, holdLists(burstId, questionId, fired, now));
  const wereCounted = held.filter((r) => isCounted({ ...r, heldByBurst: null }));
  if (wereCounted.length > 0) {
    await moveTallies(
      tx,
      tallyMovesOf(
        wereCounted.map((r) => contributionOf({ ...r, questionId })),
        [],
      ),
    );
  }
  return burstId;
}
