/**
 * The one way the browser talks to the API. Follows the generic error rule of docs/product.md section 8: any
 * non-success answer throws an ApiError whose message is `${status}: ${text}`, where text is the JSON
 * body's `error`, else its `message`, else the raw body, else the status text. No retries.
 */

import type { ApiCall, CallInput, CallOutput } from '@/shared/api/contract';
import { fillPath, queryString } from '@/shared/api/path';

export class ApiError extends Error {
  readonly status: number;
  /** The server's text alone, without the status prefix (what toasts show). */
  readonly serverMessage: string;
  /** Seconds from a 429's Retry-After header, when present. */
  readonly retryAfter: number | null;

  constructor(status: number, serverMessage: string, retryAfter: number | null = null) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.retryAfter = retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. Leave undefined for calls without a body. */
  body?: unknown;
  signal?: AbortSignal;
}

type Endpoint<C extends ApiCall> = `${C['method']} ${C['path']}`;
/** The input may be left out when none of its parts is required. */
type CallArgs<C extends ApiCall> =
  Partial<CallInput<C>> extends CallInput<C>
    ? [input?: CallInput<C> & { signal?: AbortSignal }]
    : [input: CallInput<C> & { signal?: AbortSignal }];

/**
 * Calls a declared API call (src/shared/api), typed from its schemas: the endpoint must be the call's own
 * method and path, the input its params, query and body, and the answer is its success body. Only the
 * call's type is imported, so its schemas stay out of the browser's bundle.
 *
 *   callApi<typeof getQuestion>('GET /api/questions/:id', { params: { id } })
 */
export function callApi<C extends ApiCall>(
  endpoint: Endpoint<C>,
  ...[input]: CallArgs<C>
): Promise<CallOutput<C>> {
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space) as ApiCall['method'];
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = fillPath(endpoint.slice(space + 1), params) + queryString(query);
  return api<CallOutput<C>>(path, { method, body, signal });
}

/** JSON call by path. Prefer callApi, which is typed from the call's declaration. */
export function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { body, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers, signal };
  if (body !== undefined) {
    // Only with a body: Fastify refuses an empty body labelled as JSON.
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return send<T>(path, init);
}

/** Multipart call (file uploads); the browser sets the boundary header itself. */
export function apiMultipart<T>(
  path: string,
  formData: FormData,
  options: { method?: 'POST' | 'PUT' | 'PATCH'; signal?: AbortSignal } = {},
): Promise<T> {
  return send<T>(path, {
    method: options.method ?? 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: formData,
    signal: options.signal,
  });
}

/**
 * How a call reaches the API: the browser's fetch, or, while the server renders a page, the server's own
 * in-process dispatch (src/server/pages/render-page.ts), so the same query functions read the first screen's
 * data there.
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** For the server's renderer only. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  const response = await transport(path, init);
  const raw = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, errorText(raw, response.statusText), retryAfterSeconds(response));
  }
  if (raw === '') return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(raw) : raw) as T;
}

/** The server text of a failed answer, in the order of preference of docs/product.md section 8. */
export function errorText(raw: string, statusText: string): string {
  if (raw.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') {
        const { error, message } = parsed as { error?: unknown; message?: unknown };
        if (typeof error === 'string' && error !== '') return error;
        if (typeof message === 'string' && message !== '') return message;
      }
    } catch {
      // Not JSON: the raw body is the text.
    }
    return raw;
  }
  return statusText;
}

function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? seconds : null;
}
