/**
 * What "the database is unreachable" looks like from the drivers, so such a failure answers 503 with
 * Retry-After (try again shortly) instead of a 500, and is logged once per burst instead of once a request.
 */

/** The body of every 503: the same words whatever broke. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';
/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown while the database is known to be down, before any work is tried. */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'database unreachable') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors: the server is not there, went away, or the network between us is broken. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_STREAM_DESTROYED',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong request": the server shutting down or
 * starting, out of connections, or a statement cancelled by statement_timeout or idle-in-transaction
 * timeout. Class 08 (connection exception) is matched by prefix.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/** What pg, pg-pool and PGlite say when a connection is gone or never came (they carry no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'timeout expired',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'socket disconnected before secure TLS connection',
];

function matches(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return DRIVER_MESSAGES.some((text) => error.message.includes(text));
}

/** True when the error (or what caused it, e.g. inside Drizzle's "Failed query" wrapper) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (matches(current)) return true;
    if (current instanceof AggregateError && current.errors.some(matches)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The driver's own words for the failure (not Drizzle's wrapper, which carries the whole SQL). */
export function describeUnavailable(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    if (matches(current)) {
      // pg's words when connecting outlived connectionTimeoutMillis.
      if (current.message === 'timeout expired') return 'connecting timed out';
      const code = (current as { code?: unknown }).code;
      return typeof code === 'string' && !current.message.includes(code)
        ? `${current.message} (${code})`
        : current.message;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
}

type Warn = (fields: Record<string, unknown>, message: string) => void;

/**
 * Logs the first of a burst of alike failures, then at most one line per `intervalMs` saying how many were
 * left out, so an outage under load writes a few lines, not a stack trace per request.
 */
export function burstLogger(warn: Warn, intervalMs = 10_000): (reason: string, message: string) => void {
  let lastAt = 0;
  let suppressed = 0;
  return (reason, message) => {
    const now = Date.now();
    if (now - lastAt < intervalMs) {
      suppressed++;
      return;
    }
    warn(suppressed ? { reason, alikeSinceLastLine: suppressed } : { reason }, message);
    lastAt = now;
    suppressed = 0;
  };
}
