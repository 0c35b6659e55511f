/**
 * "Reads while answers arrive" (issue 23): the public reads measured while a writer, beside them, sends
 * 100 answers/s and 300 likes/s through the API as the bench's signed-in members (new answers while a member
 * has questions left, else edits; likes and unlikes of 1,000 responses spread over the dataset). The writer
 * paces itself by the clock and counts what was answered, so the row says the write rate it really ran at.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { type Call, type CallContext, type Member, publicReads, touched } from './calls.js';
import { percentile } from './percentile.js';

export interface WriteLoad {
  answersPerSecond: number;
  likesPerSecond: number;
}

export const WRITE_LOAD: WriteLoad = { answersPerSecond: 100, likesPerSecond: 300 };

/** How many answers, and how many likes, the writer keeps in flight at most. */
const IN_FLIGHT_EACH = 100;

/** How long a kind of write took to be answered, in milliseconds: the middle and the 99th percentile. */
export interface WriteLatency {
  p50: number;
  p99: number;
}

/** What a writer did while it ran, and how long its writes answered since it was last asked (or started). */
export interface Written {
  answers: number;
  likes: number;
  errors: number;
  seconds: number;
  answerMs: WriteLatency | null;
  likeMs: WriteLatency | null;
}

function latency(ms: number[]): WriteLatency | null {
  if (ms.length === 0) return null;
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 0.5)), p99: Math.round(percentile(sorted, 0.99)) };
}

/** The responses the likes go to, and which writers like each now. */
export interface LikeTargets {
  responses: number[];
  /** "memberId:responseId" for each like that exists. */
  liked: Set<string>;
}

/** 1,000 public responses spread over the dataset, none by a writer, and the writers' likes of them. */
export async function likeTargets(db: pg.Client, writers: Member[]): Promise<LikeTargets> {
  const ids = writers.map((w) => w.id);
  const responses = (
    await db.query(
      `select id from responses tablesample system (1) where is_public and not (user_id = any($1::int[])) limit 1000`,
      [ids],
    )
  ).rows.map((r) => r.id as number);
  const liked = new Set(
    (
      await db.query(
        'select user_id, response_id from likes where response_id = any($1::int[]) and user_id = any($2::int[])',
        [responses, ids],
      )
    ).rows.map((r) => `${r.user_id}:${r.response_id}`),
  );
  return { responses, liked };
}

const NAMES = [
  'Yuki Sato',
  'Omar Patel',
  'Sofia Cruz',
  'Kwame Reed',
  'Luis Kim',
  'Priya Long',
  'Mary Lee',
  'Zoe Johnson',
];

function fiveNames(): string[] {
  const pool = [...NAMES].sort(() => Math.random() - 0.5);
  return pool.slice(0, 5);
}

/** What the writer works from, as it crosses to its own process (plain data). */
export interface WriterState {
  origin: string;
  writers: Member[];
  free: [number, number[]][];
  answered: [number, number[]][];
  responses: number[];
  liked: string[];
}

/** What the writer touched, for the recount, and its state for the next row. */
export interface WriterEnd {
  written: Written;
  state: WriterState;
  touched: { questions: number[]; members: number[]; responses: number[] };
}

/**
 * Starts the writer in a process of its own (writer.ts), so that its requests do not hold the load
 * generator's event loop, as the members writing on a real site are other clients. written() asks it what it
 * has done so far; stop() waits for what is in flight and takes back its state (questions answered, likes
 * made) and what it touched, so the next row goes on where this one stopped and the recount covers it.
 */
export function startWriter(c: CallContext, targets: LikeTargets, load = WRITE_LOAD) {
  const child = fork(fileURLToPath(new URL('./writer.ts', import.meta.url)), { stdio: 'inherit' });
  const waiting: ((message: unknown) => void)[] = [];
  child.on('message', (message) => waiting.shift()?.(message));
  const ask = <T>(message: unknown) =>
    new Promise<T>((resolve, reject) => {
      waiting.push((answer) => resolve(answer as T));
      child.once('exit', (code) => reject(new Error(`the writer process ended (${code})`)));
      child.send(message as object);
    });
  const state: WriterState = {
    origin: c.origin,
    writers: c.writers,
    free: [...c.free],
    answered: [...c.answered],
    responses: targets.responses,
    liked: [...targets.liked],
  };
  child.send({ start: state, load });
  return {
    written: () => ask<Written>({ written: true }),
    async stop(): Promise<Written> {
      const end = await ask<WriterEnd>({ stop: true });
      c.free = new Map(end.state.free);
      c.answered = new Map(end.state.answered);
      targets.liked = new Set(end.state.liked);
      for (const id of end.touched.questions) touched.questions.add(id);
      for (const id of end.touched.members) touched.members.add(id);
      for (const id of end.touched.responses) touched.responses.add(id);
      return end.written;
    },
  };
}

/**
 * The writer's loop (in its own process): every tick it sends the answers and likes due by the clock, each
 * kind with at most IN_FLIGHT_EACH requests in flight (past that it falls behind, and the row shows the rate it
 * reached). Each kind has its own budget, so a backlog of answers does not hold back the likes' sends.
 */
export function runWriter(state: WriterState, load: WriteLoad) {
  const started = performance.now();
  const done = { answers: 0, likes: 0, errors: 0 };
  /** How long each write answered since written() was last called took, by kind. */
  let durations = { answers: [] as number[], likes: [] as number[] };
  const free = new Map(state.free);
  const answered = new Map(state.answered);
  const liked = new Set(state.liked);
  const seen = { questions: new Set<number>(), members: new Set<number>(), responses: new Set<number>() };
  let sentAnswers = 0;
  let sentLikes = 0;
  const inFlight = { answers: 0, likes: 0 };
  let turn = 0;
  const edits = new Map<number, number>();
  const running = new Set<Promise<void>>();
  // Kept-alive connections, one per write in flight at most.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 * IN_FLIGHT_EACH });
  const send = (path: string, m: Member, body: unknown, kind: 'answers' | 'likes') => {
    inFlight[kind]++;
    const sent = performance.now();
    const p = post(agent, `${state.origin}${path}`, {
      headers: { cookie: m.cookie, origin: state.origin },
      body: JSON.stringify(body),
    })
      .then((status) => {
        durations[kind].push(performance.now() - sent);
        if (status === 200 || status === 201) done[kind]++;
        else done.errors++;
      })
      .catch(() => {
        done.errors++;
      })
      .finally(() => {
        inFlight[kind]--;
        running.delete(p);
      });
    running.add(p);
  };
  const answer = () => {
    const m = state.writers[turn++ % state.writers.length];
    let questionId = free.get(m.id)?.shift();
    if (questionId !== undefined) answered.get(m.id)?.push(questionId);
    else {
      const mine = answered.get(m.id) ?? [];
      if (mine.length === 0) return;
      const i = edits.get(m.id) ?? 0;
      edits.set(m.id, i + 1);
      questionId = mine[i % mine.length];
    }
    seen.questions.add(questionId);
    seen.members.add(m.id);
    send(`/api/questions/${questionId}/answer`, m, { answers: fiveNames(), isPublic: true }, 'answers');
  };
  const like = () => {
    const m = state.writers[Math.floor(Math.random() * state.writers.length)];
    const responseId = state.responses[Math.floor(Math.random() * state.responses.length)];
    const key = `${m.id}:${responseId}`;
    const value = !liked.has(key);
    if (value) liked.add(key);
    else liked.delete(key);
    seen.members.add(m.id);
    seen.responses.add(responseId);
    send(`/api/responses/${responseId}/toggle-like`, m, { like: value }, 'likes');
  };
  const timer = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    while (sentAnswers < seconds * load.answersPerSecond && inFlight.answers < IN_FLIGHT_EACH) {
      sentAnswers++;
      answer();
    }
    while (sentLikes < seconds * load.likesPerSecond && inFlight.likes < IN_FLIGHT_EACH) {
      sentLikes++;
      like();
    }
  }, 5);
  const written = (): Written => {
    const since = durations;
    durations = { answers: [], likes: [] };
    return {
      ...done,
      seconds: (performance.now() - started) / 1000,
      answerMs: latency(since.answers),
      likeMs: latency(since.likes),
    };
  };
  return {
    written,
    async stop(): Promise<WriterEnd> {
      clearInterval(timer);
      await Promise.all(running);
      agent.destroy();
      return {
        written: written(),
        state: { ...state, free: [...free], answered: [...answered], liked: [...liked] },
        touched: {
          questions: [...seen.questions],
          members: [...seen.members],
          responses: [...seen.responses],
        },
      };
    },
  };
}

/**
 * POSTs a JSON body and resolves with the status once the answer is read. node:http, not fetch: the writer
 * stands in for members on other machines, and on the bench's 2 cores fetch's client side cost about 1 ms of
 * CPU a request (40% of a core at 400 writes a second) taken from the server measured; this costs a fifth.
 */
function post(
  agent: http.Agent,
  url: string,
  o: { headers: Record<string, string>; body: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...o.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(o.body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(o.body);
  });
}

/** The public reads, named for this set (each is measured while the writer runs). */
export function readsUnderWrites(c: CallContext): Call[] {
  return publicReads(c)
    .filter((call) => call.goal === 'public' || call.name === 'comments' || call.name === 'stats')
    .map((call) => ({ ...call, name: `under writes: ${call.name}`, goal: 'underWrites' as const }));
}
