/**
 * What `npm run bench` loads, each with its goal from issue 11: every public read, the signed-in reads and
 * the writes. A call makes each request afresh (setupRequest), so signed-in calls spread over 200 members.
 */
import { type BenchSize, HEAVY_QUESTION_ID, memberUsername, SMALL_QUESTION_ID } from './sizes.js';

export type Goal = 'public' | 'read' | 'scale' | 'cold' | 'underWrites' | 'fresh' | 'answers' | 'likes';

export const GOAL_TEXT: Record<Goal, string> = {
  public: '≥ 25% of hello, p99 < 50 ms',
  read: '≥ 5% of hello, p99 < 50 ms',
  scale: '≥ 5%, p99 < 50 ms, ≤ 2x the cost at 10x smaller',
  cold: '≥ 5% of hello',
  underWrites: '≥ 20% of hello, 100 answers/s and 300 likes/s beside',
  fresh: '≥ 2% of hello, p99 < 100 ms',
  answers: '≥ 1,500/s, counts exact',
  likes: '≥ 3,000/s, counts exact',
};

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Call {
  name: string;
  goal: Goal;
  /** The next request to send. */
  next(): Request;
  /** Run once before the warm-up (fills what the call means to measure as kept). */
  warm?: () => Promise<void>;
}

export interface Member {
  id: number;
  cookie: string;
}

export interface CallContext {
  size: BenchSize;
  origin: string;
  /** Signed in: member1 (a heavy member, compare's viewer). */
  heavy: Member;
  /** Signed in: the 200 members who read signed in and write. */
  writers: Member[];
  /** Each writer's questions already answered, and the ones still free. */
  answered: Map<number, number[]>;
  free: Map<number, number[]>;
  mostLikedResponseId: number;
  /** The writers who like that response now. */
  likers: Set<number>;
}

const get = (name: string, goal: Goal, path: string): Call => ({
  name,
  goal,
  next: () => ({ method: 'GET', path }),
});

/** Round robin over the writers. */
function turns<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length];
}

const PICKS = [
  'Kimberly Williams',
  'Joshua Williams',
  'Robert Brown',
  'Thomas Brown',
  'Zoe Johnson',
  'Mary Lee',
];
const NAMES = [...PICKS, 'Yuki Sato', 'Omar Patel', 'Sofia Cruz', 'Kwame Reed', 'Luis Kim', 'Priya Long'];

/** Five distinct names, shuffled: some already in the tallies, some new. */
function fiveAnswers(): string[] {
  const pool = [...NAMES];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, 5);
}

function signedIn(name: string, goal: Goal, members: Member[], path: string | ((m: Member) => string)): Call {
  const member = turns(members);
  return {
    name,
    goal,
    next: () => {
      const m = member();
      return {
        method: 'GET',
        path: typeof path === 'string' ? path : path(m),
        headers: { cookie: m.cookie },
      };
    },
  };
}

export function publicReads(c: CallContext): Call[] {
  const q = HEAVY_QUESTION_ID;
  const heavyLists = c.size.heavyLists.toLocaleString('en-US');
  return [
    get('question', 'public', `/api/questions/${q}`),
    get(`results (${heavyLists} lists)`, 'public', `/api/questions/${q}/results`),
    get('results (1,000 lists)', 'public', `/api/questions/${SMALL_QUESTION_ID}/results`),
    get('results detailed', 'read', `/api/questions/${q}/results/detailed`),
    get('results by age group', 'read', `/api/questions/${q}/results/demographics`),
    get('hot', 'public', '/api/questions/hot'),
    get('featured', 'public', '/api/questions/featured'),
    get('trending', 'public', '/api/questions/trending'),
    get('question list', 'public', '/api/questions'),
    get('question feed page 1', 'public', `/api/questions/${q}/responses?page=1`),
    get('recent page 1', 'public', '/api/responses/recent?page=1'),
    get(
      `question feed page ${c.size.deepPage}`,
      'scale',
      `/api/questions/${q}/responses?page=${c.size.deepPage}`,
    ),
    get('profile', 'public', `/api/users/${memberUsername(1)}`),
    get('user responses', 'read', `/api/users/${memberUsername(1)}/responses`),
    get('followers', 'read', `/api/users/${memberUsername(1)}/followers`),
    get('likers', 'read', `/api/responses/${c.mostLikedResponseId}/likes`),
    get('comments', 'read', `/api/responses/${c.mostLikedResponseId}/comments`),
    get('stats', 'read', '/api/stats/users'),
    get("search 'johnson'", 'scale', '/api/search?q=johnson'),
    get("search 'jonhson' (typo)", 'scale', '/api/search?q=jonhson'),
  ];
}

export function signedInReads(c: CallContext): Call[] {
  const q = HEAVY_QUESTION_ID;
  return [
    signedIn('signed in: me', 'read', c.writers, '/api/auth/me'),
    signedIn('signed in: question feed page 1', 'public', c.writers, `/api/questions/${q}/responses?page=1`),
    signedIn('signed in: recent page 1', 'public', c.writers, '/api/responses/recent?page=1'),
    signedIn('signed in: notifications', 'read', c.writers, '/api/notifications'),
    signedIn('signed in: my answer', 'read', c.writers, `/api/questions/${q}/my-answer`),
    signedIn('signed in: follow status', 'read', c.writers, `/api/users/${memberUsername(1)}/follow-status`),
    compare(c.heavy),
  ];
}

/** The bench admin's session, and the cursor page 1 of the Responses Data tab gave. */
export interface BenchAdmin {
  member: Member;
  responsesCursor: string;
}

/**
 * The admin area's lists (decision 043), signed in as the bench admin: page 1 of each, the next page of the
 * responses from page 1's cursor, the heavy question's responses, a member search and a member's responses.
 * None when the dataset has no admin (generated before the bench admin was added).
 */
export function adminReads(admin: BenchAdmin | null): Call[] {
  if (!admin) return [];
  const as = [admin.member];
  const q = HEAVY_QUESTION_ID;
  return [
    signedIn('admin: responses page 1', 'read', as, '/api/admin/responses?page=1&limit=50'),
    signedIn(
      'admin: responses page 2 (cursor)',
      'read',
      as,
      `/api/admin/responses?page=2&limit=50&cursor=${admin.responsesCursor}`,
    ),
    signedIn(`admin: responses of question ${q}`, 'read', as, `/api/admin/responses?questionId=${q}`),
    signedIn('admin: users page 1', 'read', as, '/api/admin/users'),
    signedIn("admin: users search 'member12345'", 'read', as, '/api/admin/users?search=member12345'),
    signedIn("admin: a member's responses", 'read', as, `/api/admin/users/1/responses`),
    signedIn('admin: reports', 'read', as, '/api/admin/reports'),
    signedIn('admin: questions page 1', 'read', as, '/api/admin/questions'),
    signedIn('admin: audit log', 'read', as, '/api/admin/audit-log'),
    signedIn('admin: data deletion requests', 'read', as, '/api/admin/data-deletion-requests'),
  ];
}

/** member1 beside member2: both answered every question. */
export function compare(heavy: Member): Call {
  return signedIn('compare, two heavy members', 'scale', [heavy], `/api/users/${memberUsername(2)}/compare`);
}

function post(m: Member, origin: string, path: string, body?: unknown): Request {
  return {
    method: 'POST',
    path,
    headers: {
      cookie: m.cookie,
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** The questions each write call touched, for the recount afterwards. */
export const touched = {
  questions: new Set<number>(),
  members: new Set<number>(),
  responses: new Set<number>(),
};

export function writes(c: CallContext): Call[] {
  const newAnswer = turns(c.writers);
  const editAnswer = turns(c.writers);
  const liker = turns(c.writers);
  const edits = new Map<number, number>();
  const answer = (m: Member, questionId: number): Request => {
    touched.questions.add(questionId);
    touched.members.add(m.id);
    return post(m, c.origin, `/api/questions/${questionId}/answer`, {
      answers: fiveAnswers(),
      isPublic: true,
    });
  };
  return [
    {
      name: 'answer (new), 200 members',
      goal: 'answers',
      next: () => {
        const m = newAnswer();
        // A first answer while the member has unanswered questions; after that, edits.
        const questionId = c.free.get(m.id)?.shift();
        if (questionId !== undefined) {
          c.answered.get(m.id)?.push(questionId);
          return answer(m, questionId);
        }
        return next(m);
      },
    },
    {
      name: 'answer (edit), 200 members',
      goal: 'answers',
      next: () => next(editAnswer()),
    },
    {
      name: 'toggle-like, 200 members, one response',
      goal: 'likes',
      next: () => {
        const m = liker();
        touched.members.add(m.id);
        // Each member flips their own like: like when they do not, unlike when they do.
        const like = !c.likers.has(m.id);
        if (like) c.likers.add(m.id);
        else c.likers.delete(m.id);
        return post(m, c.origin, `/api/responses/${c.mostLikedResponseId}/toggle-like`, { like });
      },
    },
  ];

  function next(m: Member): Request {
    const mine = c.answered.get(m.id) ?? [HEAVY_QUESTION_ID];
    const i = edits.get(m.id) ?? 0;
    edits.set(m.id, i + 1);
    return answer(m, mine[i % mine.length]);
  }
}
