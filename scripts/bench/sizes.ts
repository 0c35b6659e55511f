/**
 * The benchmark datasets: their sizes, the database each lives in and the flags both bench scripts share.
 * Each size has its own database (BENCH_DATABASE_URL's name plus `_<size>`), so `npm run bench` can compare a
 * dataset with the one 10 times smaller when both have been generated.
 */

export interface BenchSize {
  name: '1m' | '100k' | '10k';
  members: number;
  questions: number;
  responses: number;
  /** Lists on question 1, the heavy question: every member answers it. */
  heavyLists: number;
  /** Lists on question 2, the question the constant-time ratio compares the heavy one with. */
  smallLists: number;
  likes: number;
  comments: number;
  follows: number;
  notifications: number;
  /** The deep feed page read by the bench: the same depth relative to the dataset at every size. */
  deepPage: number;
}

export const SIZES: Record<BenchSize['name'], BenchSize> = {
  '1m': {
    name: '1m',
    members: 200_000,
    questions: 1_000,
    responses: 1_000_000,
    heavyLists: 200_000,
    smallLists: 1_000,
    likes: 3_000_000,
    comments: 300_000,
    follows: 1_000_000,
    notifications: 500_000,
    deepPage: 10_000,
  },
  '100k': {
    name: '100k',
    members: 20_000,
    questions: 100,
    responses: 100_000,
    heavyLists: 20_000,
    smallLists: 1_000,
    likes: 300_000,
    comments: 30_000,
    follows: 100_000,
    notifications: 50_000,
    deepPage: 1_000,
  },
  '10k': {
    name: '10k',
    members: 2_000,
    questions: 10,
    responses: 10_000,
    heavyLists: 2_000,
    smallLists: 1_000,
    likes: 30_000,
    comments: 3_000,
    follows: 10_000,
    notifications: 5_000,
    deepPage: 100,
  },
};

/** The next size down (10 times smaller), if any. */
export const SMALLER: Partial<Record<BenchSize['name'], BenchSize['name']>> = { '1m': '100k', '100k': '10k' };

/** Members 1 to HEAVY_MEMBERS answer every question, publicly: compare reads two of them. */
export const HEAVY_MEMBERS = 20;
/** The bench admin: the newest member (the admin reads sign in as them). Datasets before it have none. */
export const benchAdminId = (size: BenchSize) => size.members;
/** The password of every generated member. */
export const BENCH_PASSWORD = 'BenchPass123';
export const HEAVY_QUESTION_ID = 1;
export const SMALL_QUESTION_ID = 2;
/** Generated usernames: member1, member2, ...; emails member1@bench.test, ... */
export const memberUsername = (id: number) => `member${id}`;
export const memberEmail = (id: number) => `member${id}@bench.test`;

const DEFAULT_BASE_URL = 'postgres://postgres@127.0.0.1:5432/top5_bench';

/** The database of a size: BENCH_DATABASE_URL (default top5_bench on the local server) with `_<size>` appended. */
export function databaseUrl(size: BenchSize['name'], env = process.env): string {
  const url = new URL(env.BENCH_DATABASE_URL ?? DEFAULT_BASE_URL);
  const base = url.pathname.replace(/^\//, '') || 'top5_bench';
  url.pathname = `/${base}_${size}`;
  return url.toString();
}

/** The same server's maintenance database, to create and drop the bench databases from. */
export function serverUrl(url: string): string {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.toString();
}

export const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** `--name=value` flags (and bare `--name` as 'true'). */
export function parseFlags(argv = process.argv.slice(2)): Map<string, string> {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg} (flags look like --size=100k)`);
    flags.set(match[1], match[2] ?? 'true');
  }
  return flags;
}

export function sizeFlag(flags: Map<string, string>): BenchSize {
  const name = flags.get('size') ?? '1m';
  const size = SIZES[name as BenchSize['name']];
  if (!size) throw new Error(`Unknown --size=${name}: one of ${Object.keys(SIZES).join(', ')}`);
  return size;
}

/** What the generator writes into the database's comment, and the bench reads back. */
export interface DatasetLabel {
  size: BenchSize['name'];
  generatedAt: string;
  seconds: number;
  /** The response with the most likes (the bench's toggle-like target). */
  mostLikedResponseId: number;
}
