/**
 * Answers written through their response schema (response-serializer.ts): only the listed fields, the same
 * JSON as zod's encode, a codec still encoded backwards, and a body that does not match refused.
 */
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeEncode } from 'zod/v4/core';
import type { ApiCall, MediaResponse } from '../../shared/api/contract.js';
import { responsePage } from '../../shared/api/responses.js';
import { isPlainData, responseSerializer } from './response-serializer.js';

const write = (schema: z.ZodType, data: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/api/test' })(data);

const response = {
  id: 7,
  questionId: 1,
  user: { id: 3, username: 'ana', displayName: 'Ana', profilePicture: null, email: 'ana@example.com' },
  question: { id: 1, title: 'Top 5 films' },
  answers: ['A', 'B', 'C', 'D', 'E'],
  answerImages: null,
  isPublic: true,
  isHidden: false,
  version: 1,
  likesCount: 2,
  isLiked: false,
  commentsCount: 0,
  createdAt: '2026-11-04T16:47:23.810Z',
  passwordHash: 'never sent',
};
const page = {
  responses: [response],
  pagination: { page: 1, limit: 10, total: 1, totalPages: 1, hasMore: false, nextCursor: null },
};

describe('an answer written through its schema', () => {
  it('holds only the listed fields, as zod’s encode writes them', () => {
    const written = JSON.parse(write(responsePage, page));
    expect(written.responses[0].passwordHash).toBeUndefined();
    expect(written.responses[0].user.email).toBeUndefined();
    expect(written.responses[0].user.displayName).toBe('Ana');
    expect(write(responsePage, page)).toBe(JSON.stringify(safeEncode(responsePage, page).data));
  });

  it('is refused when it does not match, as a serialization error', () => {
    let thrown: unknown;
    try {
      write(responsePage, { ...page, responses: [{ ...response, likesCount: 'two' }] });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('encodes a codec backwards, so a schema that changes values keeps zod’s encode', () => {
    const when = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const schema = z.object({ at: when, tags: z.array(z.string()).default([]) });
    expect(isPlainData(schema)).toBe(false);
    expect(JSON.parse(write(schema, { at: new Date('2026-01-02T03:04:05Z'), tags: ['a'] }))).toEqual({
      at: '2026-01-02T03:04:05.000Z',
      tags: ['a'],
    });
  });

  it('tells plain data from schemas that change a value, however deep', () => {
    type Tree = { name: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    expect(isPlainData(tree)).toBe(true);
    expect(isPlainData(z.union([z.literal('a'), z.object({ n: z.number().int().nullable() })]))).toBe(true);
    expect(isPlainData(z.object({ a: z.array(z.object({ b: z.string().optional() })) }))).toBe(true);
    expect(isPlainData(z.object({ a: z.array(z.object({ b: z.string().transform(Number) })) }))).toBe(false);
    expect(isPlainData(z.object({ a: z.string().pipe(z.email()) }))).toBe(false);
    expect(isPlainData(z.union([z.string(), z.number().catch(0)]))).toBe(false);
  });

  it('takes the fast path for every answer the API declares', async () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../shared/api/*.ts', { eager: true });
    const calls = Object.values(modules)
      .flatMap((module) => Object.values(module))
      .filter(
        (value): value is ApiCall => typeof value === 'object' && value !== null && 'response' in value,
      );
    const schemas = calls.flatMap((call) =>
      Object.entries(call.response).flatMap(([status, answer]) => {
        const media = (answer as MediaResponse).content;
        const each = media ? Object.values(media).map((m) => m.schema) : [answer as z.ZodType];
        return each.map((schema) => ({ call: `${call.method} ${call.path} ${status}`, schema }));
      }),
    );
    expect(calls.length).toBeGreaterThan(100);
    expect(schemas.filter(({ schema }) => !isPlainData(schema)).map(({ call }) => call)).toEqual([]);
  });
});
