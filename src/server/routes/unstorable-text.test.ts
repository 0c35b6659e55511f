/**
 * Text PostgreSQL cannot store (NUL, an unpaired UTF-16 surrogate) is refused by the shared schemas with a
 * 400 before any work, on every route with text input. Built from the route table: each string field of
 * each route's params, query and body gets such text in turn, as a member and as an admin.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasUnstorableText } from '../../shared/schemas/fields.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createSignedInUser } from '../test/factories.js';

let ctx: TestContext;
let member: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = (await createSignedInUser(ctx.db, { username: 'plain_member' })).cookie;
  admin = (await createSignedInUser(ctx.db, { isAdmin: true })).cookie;
});
afterAll(() => ctx.close());

type Json = { type?: string | string[]; properties?: Record<string, Json>; items?: Json; anyOf?: Json[] };
type Path = (string | number)[];
type Part = 'params' | 'querystring' | 'body';

interface Case {
  route: string;
  method: string;
  url: string;
  part: Part;
  path: Path;
  text: string;
  schema: z.ZodType;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as Json;
const types = (s: Json) => [s.type ?? []].flat();

/** A value of the JSON schema's shape (not necessarily valid: the case field decides the answer). */
function sample(s: Json): unknown {
  if (s.anyOf) return sample(s.anyOf.find((o) => !types(o).includes('null')) ?? s.anyOf[0]);
  const t = types(s);
  if (t.includes('object')) {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
  }
  if (t.includes('array')) return Array.from({ length: 5 }, (_, i) => `${sample(s.items ?? {})}${i}`);
  if (t.includes('string')) return 'text';
  if (t.includes('integer') || t.includes('number')) return 1;
  if (t.includes('boolean')) return true;
  return 'text';
}

/** Paths of every place a string goes in a body of this shape. */
function stringPaths(s: Json, path: Path = []): Path[] {
  if (s.anyOf) {
    const all = s.anyOf.flatMap((o) => stringPaths(o, path));
    return all.filter((p, i) => all.findIndex((q) => q.join('.') === p.join('.')) === i);
  }
  const t = types(s);
  if (t.includes('object')) {
    return Object.entries(s.properties ?? {}).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  if (t.includes('array')) return stringPaths(s.items ?? {}, [...path, 0]);
  return t.includes('string') || t.length === 0 ? [path] : [];
}

function setAt(value: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), text);
  return copy;
}

/** Every (route, part, field, text) to try. In a URL every value is a string, whatever it becomes. */
function cases(): Case[] {
  const found: Case[] = [];
  for (const r of ctx.app.routeTable) {
    if (r.method === 'HEAD' || !r.url.startsWith('/api/')) continue;
    const schema = r.schema as Partial<Record<Part, z.ZodType>> | undefined;
    for (const part of ['params', 'querystring', 'body'] as const) {
      const partSchema = schema?.[part];
      if (!partSchema) continue;
      const json = jsonOf(partSchema);
      const paths = part === 'body' ? stringPaths(json) : Object.keys(json.properties ?? {}).map((k) => [k]);
      const texts = part === 'body' ? [NUL, LONE_SURROGATE] : [NUL];
      for (const path of paths) {
        for (const text of texts) {
          found.push({
            route: `${r.method} ${r.url}`,
            method: r.method,
            url: r.url,
            part,
            path,
            text,
            schema: partSchema,
          });
        }
      }
    }
  }
  return found;
}

/** The request of a case: the case's field carries the text, every other part a plain value. */
function requestOf(c: Case, cookie: string) {
  const params: Record<string, string> = {};
  for (const name of c.url.match(/:([A-Za-z]+)/g) ?? []) {
    params[name.slice(1)] = name === ':username' ? 'plain_member' : '1';
  }
  if (c.part === 'params') params[String(c.path[0])] = c.text;
  const url = c.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name]));
  const query = c.part === 'querystring' ? `?${String(c.path[0])}=${encodeURIComponent(c.text)}` : '';
  const payload = c.part === 'body' ? setAt(sample(jsonOf(c.schema)), c.path, c.text) : undefined;
  return {
    method: c.method as 'GET',
    url: `${url}${query}`,
    headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  };
}

const describeCase = (c: Case) =>
  `${c.route} ${c.part}.${c.path.join('.')} ${c.text === NUL ? 'NUL' : 'lone surrogate'}`;

describe('text PostgreSQL cannot store', () => {
  it('covers the routes with text input', () => {
    const routes = new Set(cases().map((c) => c.route));
    expect(routes.size).toBeGreaterThan(40);
    for (const route of [
      'GET /api/search',
      'GET /api/users/:username',
      'POST /api/auth/register',
      'POST /api/questions',
      'POST /api/responses/:id/comments',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('is refused by the shared schema at the field itself (or dropped where a field never refuses)', () => {
    const missed: string[] = [];
    for (const c of cases()) {
      const value =
        c.part === 'body' ? setAt(sample(jsonOf(c.schema)), c.path, c.text) : { [c.path[0]]: c.text };
      const result = c.schema.safeParse(value);
      const atField = (issue: z.core.$ZodIssue) =>
        c.path.every((p, i) => String(issue.path[i]) === String(p));
      if (result.success ? hasUnstorableText(result.data) : !result.error.issues.some(atField)) {
        missed.push(describeCase(c));
      }
    }
    expect(missed).toEqual([]);
  });

  it('answers 400 (never a 5xx) to an admin, and never a 5xx to a member', async () => {
    const wrong: string[] = [];
    for (const c of cases()) {
      // A provider's answer that is wrong in any way is a refusal sent back to the site, and a sign-in's way
      // back that is not a path of ours is dropped (decision 081): a redirect either way, never a 400.
      const expected =
        /\/callback$/.test(c.url) || /^\/api\/auth\/(google|facebook)$/.test(c.url) ? 302 : 400;
      const asAdmin = await ctx.app.inject(requestOf(c, admin));
      if (asAdmin.statusCode !== expected)
        wrong.push(`${describeCase(c)} as admin: ${asAdmin.statusCode} ${asAdmin.body}`);
      const asMember = await ctx.app.inject(requestOf(c, member));
      if (asMember.statusCode >= 500)
        wrong.push(`${describeCase(c)} as member: ${asMember.statusCode} ${asMember.body}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('answers with the field’s own message', async () => {
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/questions',
        { title: `Top 5 ${NUL}`, description: 'Ten or more characters' },
        'Title contains a character that is not allowed',
      ],
      [
        'GET',
        `/api/search?q=${encodeURIComponent(NUL)}`,
        undefined,
        'Search text contains a character that is not allowed',
      ],
      ['GET', `/api/users/${encodeURIComponent(NUL)}`, undefined, 'Invalid username'],
      [
        'PATCH',
        '/api/users/profile',
        { bio: LONE_SURROGATE },
        'Bio contains a character that is not allowed',
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: member },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
  });
});
