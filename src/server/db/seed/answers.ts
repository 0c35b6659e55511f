/**
 * Demo answers through submitAnswer, so versions, counts and result tallies are exactly what the app keeps.
 * Each member draws a Top 5 from the question's pool, popular items first, with a tilt by age group so that
 * results by age group differ; some answers use other casings or spacing to show how answers are merged.
 */

import { ageGroupOf } from '../../../shared/age-group.js';
import { AGE_GROUPS } from '../../../shared/constants.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import type { Tx } from '../client.js';
import { DEMO_QUESTIONS } from './content/questions.js';
import type { SeededMember } from './members.js';
import type { SeededQuestion } from './questions.js';
import { DAY_MS, HOUR_MS, type Random } from './random.js';

export interface SeededResponse {
  id: number;
  questionId: number;
  userId: number;
  answers: string[];
  isPublic: boolean;
  createdAt: Date;
}

/** How a member might type an item: mostly as written, sometimes lower-case, shouted or with stray spaces. */
function typed(item: string, random: Random): string {
  const roll = random.next();
  if (roll < 0.1) return item.toLowerCase();
  if (roll < 0.14) return `  ${item.replace(' ', '  ')} `;
  if (roll < 0.16 && item.length <= 14) return item.toUpperCase();
  return item;
}

/** Five different items, drawn one by one by weight: the first drawn is ranked first. */
export function drawTop5(pool: string[], ageGroupIndex: number, random: Random): string[] {
  // Older groups lean to the front of the pool, younger groups to the back (0 = neutral).
  const tilt = ((ageGroupIndex - 2.5) / 2.5) * 1.2;
  const weights = pool.map((_, i) => (1 / (i + 1.6)) * Math.exp(tilt * (0.5 - i / (pool.length - 1))));
  const chosen: string[] = [];
  const left = pool.map((item, i) => ({ item, weight: weights[i] }));
  while (chosen.length < 5) {
    const total = left.reduce((sum, x) => sum + x.weight, 0);
    let r = random.next() * total;
    const index = left.findIndex((x) => {
      r -= x.weight;
      return r <= 0;
    });
    const [picked] = left.splice(index === -1 ? left.length - 1 : index, 1);
    chosen.push(picked.item);
  }
  return chosen;
}

/** A time in the last three weeks (hot questions: mostly the last six days), never in the future. */
function answeredAt(now: Date, hot: boolean, after: Date, random: Random): Date {
  const daysAgo = hot && random.chance(0.75) ? random.next() * 6 : 1 + random.next() * 20;
  const at = Math.max(now.getTime() - daysAgo * DAY_MS, after.getTime() + HOUR_MS);
  return new Date(Math.min(at, now.getTime() - 5 * 60_000));
}

export async function seedAnswers(
  tx: Tx,
  members: SeededMember[],
  questions: SeededQuestion[],
  now: Date,
  random: Random,
): Promise<SeededResponse[]> {
  const seeded: SeededResponse[] = [];
  const groups = AGE_GROUPS.map((g) => members.filter((m) => ageGroupOf(m, now) === g));
  for (const question of questions) {
    const demo = DEMO_QUESTIONS[question.id - 1];
    // Drawn per age group, so the popular questions have enough answers in every group to show its items.
    let answering = groups.flatMap((group) =>
      random.shuffle(group).slice(0, Math.round(demo.reach * group.length + random.next() - 0.5)),
    );
    if (answering.length < 5) answering = random.shuffle(members).slice(0, 5);
    for (const member of random.shuffle(answering)) {
      const group = ageGroupOf(member, now);
      const items = drawTop5(demo.pool, group ? AGE_GROUPS.indexOf(group) : 2.5, random).map((item) =>
        typed(item, random),
      );
      const createdAt = answeredAt(now, demo.hot, question.createdAt, random);
      const isPublic = !random.chance(0.1);
      const result = await submitAnswer(
        tx,
        { questionId: question.id, user: member, answers: items, answerImages: null, isPublic },
        createdAt,
      );
      seeded.push({
        id: result.responseId,
        questionId: question.id,
        userId: member.id,
        answers: items.map((a) => a.trim().replace(/\s+/g, ' ')),
        isPublic,
        createdAt,
      });
    }
  }
  return seeded;
}

/** A few members change their mind once: their response becomes version 2 (swapped order or a new pick). */
export async function seedEdits(
  tx: Tx,
  members: SeededMember[],
  responses: SeededResponse[],
  now: Date,
  random: Random,
  howMany = 8,
): Promise<SeededResponse[]> {
  const byId = new Map(members.map((m) => [m.id, m]));
  const edited = random
    .shuffle(responses.filter((r) => now.getTime() - r.createdAt.getTime() > 2 * DAY_MS))
    .slice(0, howMany);
  for (const response of edited) {
    const pool = DEMO_QUESTIONS[response.questionId - 1].pool;
    const answers = [...response.answers];
    [answers[0], answers[1]] = [answers[1], answers[0]];
    const fresh = pool.find((item) => !answers.some((a) => a.toLowerCase() === item.toLowerCase()));
    if (fresh && random.chance(0.5)) answers[4] = fresh;
    const editedAt = new Date(response.createdAt.getTime() + random.int(6, 40) * HOUR_MS);
    await submitAnswer(
      tx,
      {
        questionId: response.questionId,
        user: byId.get(response.userId) as SeededMember,
        answers,
        answerImages: null,
        isPublic: response.isPublic,
      },
      new Date(Math.min(editedAt.getTime(), now.getTime() - HOUR_MS)),
    );
    response.answers = answers;
  }
  return edited;
}

/**
 * The crowd's answers (content/crowd.ts) to the questions with the widest reach, 8 to 20 days ago, so the
 * recent feeds and the hot questions keep showing the hand-written members. Its own random stream leaves the
 * rest of the demo as it was.
 */
export async function seedCrowdAnswers(
  tx: Tx,
  crowd: SeededMember[],
  questions: SeededQuestion[],
  now: Date,
  random: Random,
): Promise<number> {
  let count = 0;
  for (const question of questions) {
    const demo = DEMO_QUESTIONS[question.id - 1];
    if (demo.reach < CROWD_MIN_REACH) continue;
    for (const member of random.shuffle(crowd)) {
      if (!random.chance(demo.reach)) continue;
      const group = ageGroupOf(member, now);
      const items = drawTop5(demo.pool, group ? AGE_GROUPS.indexOf(group) : 2.5, random).map((item) =>
        typed(item, random),
      );
      const daysAgo = 8 + random.next() * 12;
      const createdAt = new Date(
        Math.max(now.getTime() - daysAgo * DAY_MS, question.createdAt.getTime() + HOUR_MS),
      );
      await submitAnswer(
        tx,
        {
          questionId: question.id,
          user: member,
          answers: items,
          answerImages: null,
          isPublic: !random.chance(0.1),
        },
        createdAt,
      );
      count += 1;
    }
  }
  return count;
}

/** Questions at least this popular (content/questions.ts `reach`) get the crowd's answers too. */
export const CROWD_MIN_REACH = 0.85;
