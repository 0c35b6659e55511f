/**
 * Fuzz: whatever a signed-in member sends to any API route (arbitrary strings, numbers, objects, broken
 * escapes and JSON, and values shaped like the route's own request schemas, near and past their limits),
 * the answer is never a 5xx; then the same as an admin, whose calls members only see refused. Bounded to
 * about a minute in all: fast-check stops a run early when its time is up.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submitAnswer } from './services/answers/submit-answer.js';
import { createTestContext, type TestContext } from './test/context.js';
import { createQuestion, createSignedInUser, createUser } from './test/factories.js';

let ctx: TestContext;
let member: string;
let admin: string;
let username: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const signedIn = await createSignedInUser(ctx.db, { username: 'fuzz_member' });
  member = signedIn.cookie;
  username = signedIn.user.username;
  admin = (await createSignedInUser(ctx.db, { isAdmin: true })).cookie;
  // A little of everything, so small ids name real questions, responses and members.
  for (let i = 0; i < 3; i++) {
    const { id } = await createQuestion(ctx.db, { isTrending: i === 0 });
    for (const user of [signedIn.user, await createUser(ctx.db)]) {
      await submitAnswer(ctx.db, {
        questionId: id,
        user,
        answers: ['Alien', 'Heat', 'Fargo', 'Se7en', `Ran ${i}`],
        isPublic: i !== 1,
      });
    }
  }
});
afterAll(() => ctx.close());

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  items?: Json;
  anyOf?: Json[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
type Part = 'params' | 'querystring' | 'body';

interface FuzzRoute {
  method: string;
  url: string;
  parts: Partial<Record<Part, Json>>;
}

/** Routes that end the member's session are left out: everything after them would be a visitor's. */
const SKIPPED = new Set(['POST /api/auth/logout', 'DELETE /api/users/me']);

function routes(): FuzzRoute[] {
  const found: FuzzRoute[] = [];
  for (const r of ctx.app.routeTable) {
    if (r.method === 'HEAD' || !r.url.startsWith('/api/') || SKIPPED.has(`${r.method} ${r.url}`)) continue;
    const schema = r.schema as Partial<Record<Part, z.ZodType>> | undefined;
    const parts: FuzzRoute['parts'] = {};
    for (const part of ['params', 'querystring', 'body'] as const) {
      const s = schema?.[part];
      if (s) parts[part] = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Json;
    }
    if (Object.keys(parts).length > 0) found.push({ method: r.method, url: r.url, parts });
  }
  return found;
}

const types = (s: Json) => [s.type ?? []].flat();

/** Any text: printable, full Unicode (lone surrogates included), NUL and friends, broken escapes. */
const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', '%', '%zz', '%ff', '../..', '1e9999'),
);

/** Numbers a schema might not expect: bounds, beyond them, fractions, huge values. */
const anyNumber = fc.oneof(
  fc.integer({ min: -5, max: 10 }),
  fc.constantFrom(
    0,
    1,
    2,
    3,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    1e21,
    Number.MAX_SAFE_INTEGER,
    1.5,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value shaped like the JSON schema, often right, sometimes just past a limit. */
function shaped(s: Json, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (s.anyOf) return fc.oneof(...s.anyOf.map((o) => shaped(o, depth + 1)));
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), anyText);
  const t = types(s);
  if (t.includes('object')) {
    const props = Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, shaped(v, depth + 1)]),
    );
    return fc.record(props, { requiredKeys: [] });
  }
  if (t.includes('array')) return fc.array(shaped(s.items ?? {}, depth + 1), { maxLength: 7 });
  if (t.includes('string')) {
    const max = s.maxLength ?? 50;
    return fc.oneof(
      anyText,
      fc.constantFrom(
        'a'.repeat(Math.min(max, 5000)),
        'a'.repeat(Math.min(max + 1, 5001)),
        'a'.repeat(s.minLength ?? 1),
        '1',
        '2',
        '2147483647',
        '2147483648',
        '0',
        '-1',
        'https://example.com/a.png',
        '/uploads/questions/x.png',
        '/uploads/../../etc/passwd',
        '2031-02-30',
        '9999-12-31T23:59:59Z',
        'someone@example.com',
        username,
        'Unknown',
        'United States',
      ),
    );
  }
  if (t.includes('integer') || t.includes('number')) {
    return fc.oneof(anyNumber, fc.constantFrom(s.minimum ?? 0, s.maximum ?? 100, (s.maximum ?? 100) + 1));
  }
  if (t.includes('boolean')) return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, null));
  return fc.jsonValue({ maxDepth: 2 });
}

/** A path segment or query value as a client might send it: encoded, or raw with broken escapes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a careless client would.
    return text
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^\w%.-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  }
}

const valueFor = (json: Json | undefined) =>
  json ? fc.oneof(shaped(json), fc.jsonValue({ maxDepth: 3 })) : fc.constant(undefined);

function request(route: FuzzRoute, cookie: string) {
  const names = (route.url.match(/:([A-Za-z]+)/g) ?? []).map((n) => n.slice(1));
  const params = fc.tuple(
    ...names.map((name) =>
      fc.oneof(
        shaped(route.parts.params?.properties?.[name] ?? { type: 'string' }),
        fc.constantFrom('1', '2', '3', username),
      ),
    ),
  );
  const query = route.parts.querystring
    ? fc.oneof(shaped(route.parts.querystring), fc.dictionary(anyText, anyText, { maxKeys: 3 }))
    : fc.constant(undefined);
  const body = route.parts.body
    ? fc.oneof(
        { arbitrary: valueFor(route.parts.body), weight: 4 },
        { arbitrary: anyText.map((raw) => ({ raw })), weight: 1 },
      )
    : fc.constant(undefined);
  return fc.record({ params, query, body }).map(({ params, query, body }) => {
    let url = route.url;
    names.forEach((name, i) => {
      url = url.replace(`:${name}`, encode(params[i]) || '1');
    });
    if (query && typeof query === 'object') {
      const pairs = Object.entries(query as Record<string, unknown>).flatMap(([k, v]) =>
        (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(item)}`),
      );
      if (pairs.length > 0) url += `?${pairs.join('&')}`;
    }
    const raw = body && typeof body === 'object' && 'raw' in body ? String(body.raw) : undefined;
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    return {
      method: route.method as 'GET',
      url,
      headers: {
        cookie,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    };
  });
}

/** Sends `numRuns` random calls (fewer when `timeLimitMs` runs out) with `cookie`; fails on a 5xx. */
async function fuzz(cookie: string, numRuns: number, timeLimitMs: number) {
  const all = routes();
  expect(all.length).toBeGreaterThan(40);
  const arbitrary = fc.constantFrom(...all).chain((route) => request(route, cookie));
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (req) => {
      const res = await ctx.app.inject(req);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) {
        throw new Error(`${req.method} ${req.url} ${req.payload ?? ''} -> ${res.statusCode} ${res.body}`);
      }
    }),
    { numRuns, interruptAfterTimeLimit: timeLimitMs, markInterruptAsFailure: false },
  );
  // Enough calls to mean something, even on a slow machine, and some of them got through to the work.
  const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
  expect(sent).toBeGreaterThan(200);
  expect([...statuses.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
}

describe('fuzzing every API route', () => {
  it('never answers a signed-in member with a 5xx', () => fuzz(member, 12_000, 40_000), 120_000);

  // After the member's run: an admin may delete what the member's calls would have used.
  it('never answers an admin with a 5xx', () => fuzz(admin, 4_000, 15_000), 60_000);
});
