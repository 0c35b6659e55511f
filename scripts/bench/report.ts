/** The bench's markdown: one row per call with its goal and whether it was met, then the ratios. */
import { GOAL_TEXT, type Goal } from './calls.js';
import type { BenchSize } from './sizes.js';
import type { WriteLatency } from './under-writes.js';

export interface Measured {
  name: string;
  goal: Goal;
  /** 2xx answers per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  errors: number;
  /** Of the reads the app's read caches (kept reads and kept pages) answered during the row, from memory. */
  hitRate?: number | null;
  /** For the rows measured beside writes: the writes answered per second while the row was measured. */
  beside?: {
    answers: number;
    likes: number;
    errors: number;
    answerMs: WriteLatency | null;
    likeMs: WriteLatency | null;
  } | null;
}

export interface Report {
  size: BenchSize;
  startedAt: Date;
  loadBefore: number[];
  loadAfter: number[];
  cores: number;
  /** Hello-world req/s before and after the app's calls. */
  hello: [number, number];
  startMs: number;
  /** The hello-world server's spawn to first 200 in the same run: node and Fastify alone, on this machine now. */
  helloStartMs: number;
  /** Spawn to the 'Server listening' log line (loading the code, migrations check, start-up work). */
  listeningMs?: number;
  results: Measured[];
  /** Median ms of the two results reads, sequential and alternating; null when not measured. */
  sequential: { big: number; small: number } | null;
  smaller: { size: BenchSize; results: Measured[] } | null;
  /** Differences found by the recount after the writes; null when no write ran. */
  recount: string[] | null;
  duration: number;
  connections: number;
  /** The server's version and page cache, e.g. "PostgreSQL 15.19, shared_buffers 4GB, huge_pages on". */
  database: string;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number) => `${(n * 100).toFixed(n < 0.1 ? 2 : 1)}%`;
const ratio = (n: number) => `${n.toFixed(2)}x`;

/** Cost here over cost at 10x smaller (cost = 1 / req/s), per scale call, matched by position. */
function scaleRatios(r: Report): Map<string, { small: Measured; ratio: number }> {
  const ratios = new Map<string, { small: Measured; ratio: number }>();
  if (!r.smaller) return ratios;
  const here = r.results.filter((m) => m.goal === 'scale');
  r.smaller.results.forEach((small, i) => {
    const big = here[i];
    if (big && small.rps > 0)
      ratios.set(big.name, { small, ratio: big.rps > 0 ? small.rps / big.rps : Number.POSITIVE_INFINITY });
  });
  return ratios;
}

function verdict(m: Measured, share: number, r: Report, scale: Map<string, { ratio: number }>): string {
  const misses: string[] = [];
  if (m.rps === 0) misses.push('no answer within the run');
  if (m.errors > 0) misses.push(`${int(m.errors)} errors`);
  if (m.goal === 'cold' || m.goal === 'underWrites') {
    const floor = m.goal === 'cold' ? 0.05 : 0.2;
    if (share < floor) misses.push(`${pct(share)} < ${pct(floor)}`);
    // Within a tenth of the load the row names, or the row is no measure of it.
    if (m.goal === 'underWrites' && m.beside && m.beside.answers < 90)
      misses.push(`the writer reached ${m.beside.answers.toFixed(0)} answers/s`);
    if (m.goal === 'underWrites' && m.beside && m.beside.likes < 270)
      misses.push(`the writer reached ${m.beside.likes.toFixed(0)} likes/s`);
  }
  if (m.goal === 'public' || m.goal === 'read' || m.goal === 'scale') {
    const floor = m.goal === 'public' ? 0.25 : 0.05;
    if (share < floor) misses.push(`${pct(share)} < ${pct(floor)}`);
    if (m.rps > 0 && m.p99 >= 50) misses.push(`p99 ${int(m.p99)} ms`);
  }
  if (m.goal === 'fresh') {
    if (share < 0.02) misses.push(`${pct(share)} < 2%`);
    if (m.rps > 0 && m.p99 >= 100) misses.push(`p99 ${int(m.p99)} ms`);
  }
  if (m.goal === 'scale') {
    const s = scale.get(m.name);
    if (!s) misses.push('not run at 10x smaller');
    else if (s.ratio > 2 && Number.isFinite(s.ratio))
      misses.push(`${ratio(s.ratio)} the cost at 10x smaller`);
  }
  if (m.goal === 'answers' || m.goal === 'likes') {
    const floor = m.goal === 'answers' ? 1500 : 3000;
    if (m.rps < floor) misses.push(`${int(m.rps)}/s < ${int(floor)}/s`);
    if (r.recount && r.recount.length > 0) misses.push('counts differ');
  }
  if (misses.length > 0) return `**no**: ${misses.join(', ')}`;
  // A cold row the cache answered mostly did not measure what a miss costs: neither met nor missed.
  if (m.goal === 'cold' && m.hitRate != null && m.hitRate > 0.5)
    return `not a miss (cache hits ${pct(m.hitRate)})`;
  return 'yes';
}

/** How long a kind of write took while the row was measured, as ' at p50/p99 X/Y ms' (nothing if none answered). */
export function took(ms: WriteLatency | null): string {
  return ms ? ` at p50/p99 ${int(ms.p50)}/${int(ms.p99)} ms` : '';
}

/** The row's cache hit rate, and for a row beside writes the write rate reached and how long the writes took. */
function hits(m: Measured): string {
  const rate = m.hitRate == null ? '-' : pct(m.hitRate);
  if (!m.beside) return rate;
  return `${rate} (beside: ${int(m.beside.answers)} answers/s${took(m.beside.answerMs)}, ${int(m.beside.likes)} likes/s${took(m.beside.likeMs)}${m.beside.errors > 0 ? `, ${int(m.beside.errors)} errors` : ''})`;
}

export function report(r: Report): string {
  const hello = (r.hello[0] + r.hello[1]) / 2;
  const scale = scaleRatios(r);
  const lines = [
    `Dataset \`--size=${r.size.name}\`: ${int(r.size.members)} members, ${int(r.size.questions)} questions, ` +
      `${int(r.size.responses)} responses (question 1: ${int(r.size.heavyLists)}), ${int(r.size.likes)} likes, ` +
      `${int(r.size.comments)} comments, ${int(r.size.follows)} follows, ${int(r.size.notifications)} notifications. ` +
      `autocannon, ${r.connections} connections, ${r.duration} s per call after a warm-up (errors: non-2xx answers, ` +
      'failed connections and requests unanswered after 10 s); ' +
      `${r.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${r.cores} cores, load average ` +
      `${r.loadBefore[0].toFixed(1)} before and ${r.loadAfter[0].toFixed(1)} after (the machine was shared); ` +
      `${r.database}.`,
    '',
    `Hello-world Fastify in the same run: ${int(r.hello[0])} req/s before the app's calls, ${int(r.hello[1])} after ` +
      `(shares below are of the mean, ${int(hello)}).`,
    '',
    '| call | req/s | share of hello world | p50 ms | p99 ms | errors | cache hits | goal | met? |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const m of r.results) {
    const share = m.rps / hello;
    const write = m.goal === 'answers' || m.goal === 'likes';
    lines.push(
      `| ${m.name} | ${m.rps < 100 ? m.rps.toFixed(1) : int(m.rps)} | ${write ? '-' : pct(share)} | ${m.rps === 0 ? '-' : int(m.p50)} | ${m.rps === 0 ? '-' : int(m.p99)} | ` +
        `${int(m.errors)} | ${hits(m)} | ${GOAL_TEXT[m.goal]} | ${verdict(m, share, r, scale)} |`,
    );
  }
  lines.push('');
  const heavyResults = r.results.find(
    (m) => m.name.startsWith('results (') && !m.name.includes('1,000 lists'),
  );
  const smallResults = r.results.find((m) => m.name === 'results (1,000 lists)');
  if (heavyResults && smallResults)
    lines.push(
      `- Constant-time results: ${heavyResults.name} at ${int(heavyResults.rps)} req/s, ${smallResults.name} at ` +
        `${int(smallResults.rps)} req/s: the big list costs ${ratio(smallResults.rps / heavyResults.rps)} the small one` +
        (r.sequential
          ? `; read one after the other, alternating (300 each, the same load on both): median ` +
            `${r.sequential.big.toFixed(2)} ms vs ${r.sequential.small.toFixed(2)} ms, ${ratio(r.sequential.big / r.sequential.small)}.`
          : '.'),
    );
  if (r.smaller) {
    for (const [name, s] of scale)
      lines.push(
        `- ${name}: ${Number.isFinite(s.ratio) ? `${ratio(s.ratio)} the cost` : 'no answer here; measured'} ` +
          `at \`--size=${r.smaller.size.name}\` (${s.small.name} there: ${s.small.rps.toFixed(1)} req/s, p50 ${int(s.small.p50)} ms).`,
      );
  } else {
    lines.push(
      '- Scale ratios: not measured (the dataset 10x smaller has not been generated, or --smaller=false).',
    );
  }
  lines.push(
    `- Start to first 200 (GET /api/questions/1): ${(r.startMs / 1000).toFixed(2)} s` +
      (r.listeningMs === undefined ? '' : `, listening after ${(r.listeningMs / 1000).toFixed(2)} s`) +
      ` (goal under 2 s on the 1m dataset; the hello-world server took ${(r.helloStartMs / 1000).toFixed(2)} s).`,
  );
  if (r.recount)
    lines.push(
      r.recount.length === 0
        ? '- Counts after the writes: exact (tallies, stored counts and likes of the touched questions, members and responses recounted).'
        : `- Counts after the writes: **${r.recount.length} differences** (${r.recount.slice(0, 3).join('; ')}).`,
    );
  return lines.join('\n');
}
