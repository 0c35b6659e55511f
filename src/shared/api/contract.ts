/**
 * One declaration per API call: its method, path, request parts and every answer by status, as zod.
 * The server registers routes from these (src/server/routes/route.ts) and the browser's fetchers are typed
 * from them (src/client/lib/api.ts), so the two sides cannot drift apart.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall {
  method: HttpMethod;
  /** The full path, Fastify style: `/api/questions/:id`. */
  path: `/api/${string}` | '/api';
  /** One line for the reference page. */
  summary: string;
  /** Grouping on the reference page: the resource's name. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every status the call answers, with its body (errors are {error}). */
  response: Record<number, z.ZodType | MediaResponse>;
}

/**
 * An answer that comes in more than one media type, as OpenAPI's content map: e.g. a page as
 * 'application/json' and the same data as a 'text/csv' download. Fastify serializes by the reply's type.
 */
export interface MediaResponse {
  content: Record<string, { schema: z.ZodType }>;
}

/** Keeps the literal types of a call (its path, method and schemas) so both sides can infer from them. */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

/** Every failure: `{ error }` with a message meant for people. */
export const apiError = z.object({ error: z.string() }).meta({ id: 'ApiError' });

/** Answers with no body worth reading (a confirmation). */
export const okMessage = z.object({ message: z.string() });

type SuccessStatus = 200 | 201 | 202 | 204;
type InferOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;
/** A success body: the schema's output, or the JSON one of a media-typed answer. */
type BodyOf<R> = R extends z.ZodType
  ? z.output<R>
  : R extends { content: { 'application/json': { schema: infer J extends z.ZodType } } }
    ? z.output<J>
    : never;

/** What the caller sends: path params, query and body, each only when the call has it. */
export type CallInput<C extends ApiCall> = (C['params'] extends z.ZodType
  ? { params: z.input<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: InferOr<C['query'], never> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: z.input<C['body']> } : { body?: undefined });

/** The body of the call's success answer. */
export type CallOutput<C extends ApiCall> = {
  [S in keyof C['response']]: S extends SuccessStatus ? BodyOf<C['response'][S]> : never;
}[keyof C['response']];

export { fillPath, queryString } from './path.js';
