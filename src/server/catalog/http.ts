/**
 * How the catalog clients call a provider: global fetch with a timeout, at most one retry on 429 or 5xx that
 * waits what Retry-After asks (up to a cap), and failures as ProviderError (never carrying a key or a URL).
 */
import { STATUS_CODES } from 'node:http';

export type ProviderName = 'Spotify' | 'TMDB' | 'TheSportsDB';

export const PROVIDER_TIMEOUT_MS = 5000;
/** The longest Retry-After we wait for; a provider asking for longer is a failure now, not a slow answer. */
export const MAX_RETRY_WAIT_MS = 2000;
/** The wait before the retry when the provider does not say. */
const DEFAULT_RETRY_WAIT_MS = 250;

export interface HttpOptions {
  timeoutMs?: number;
  maxRetryWaitMs?: number;
}

/** A provider that failed: its HTTP status and status text when it answered, else why it did not. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly status: number | null,
    readonly statusText: string,
    readonly reason: 'status' | 'timeout' | 'network' | 'format',
  ) {
    super(`${provider} search failed: ${status === null ? statusText : `${status} ${statusText}`.trim()}`);
    this.name = 'ProviderError';
  }

  static fromResponse(provider: ProviderName, response: Response): ProviderError {
    const text = (response.statusText || STATUS_CODES[response.status] || '').slice(0, 100);
    return new ProviderError(provider, response.status, text, 'status');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * One request with its timeout; on 429 or 5xx, one more after the provider's Retry-After when it is within
 * the cap. Returns the last response (which may still be a failure: the caller decides what a 401 means);
 * throws ProviderError on a timeout or a network failure.
 */
export async function fetchWithRetry(
  provider: ProviderName,
  url: string,
  init: RequestInit,
  options: HttpOptions = {},
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const maxWait = options.maxRetryWaitMs ?? MAX_RETRY_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ProviderError(provider, null, `no answer within ${timeoutMs / 1000} seconds`, 'timeout');
      }
      throw new ProviderError(provider, null, `could not reach ${provider}`, 'network');
    }
    if (attempt > 0 || !retryable(response.status)) return response;
    const wait = retryAfterMs(response.headers.get('retry-after')) ?? DEFAULT_RETRY_WAIT_MS;
    if (wait > maxWait) return response;
    // Free the connection before waiting.
    await response.body?.cancel().catch(() => {});
    await sleep(wait);
  }
}

/** The JSON body of a successful answer; ProviderError for a failure status or a body that is not JSON. */
export async function readJson(provider: ProviderName, response: Response): Promise<unknown> {
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw ProviderError.fromResponse(provider, response);
  }
  try {
    return await response.json();
  } catch (error) {
    // The timeout covers the body too: a body that stops half-way is no answer, not a malformed one.
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError(provider, null, 'the answer did not arrive in time', 'timeout');
    }
    throw new ProviderError(provider, response.status, 'the answer was not JSON', 'format');
  }
}

/** A base URL without its trailing slash, so `${base}/path` is always right. */
export const baseUrl = (url: string) => url.replace(/\/+$/, '');
