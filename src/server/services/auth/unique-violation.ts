/** Recognises PostgreSQL's unique_violation (23505) through drizzle's wrapping, on both drivers. */
interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The violated constraint's name (or, if the driver does not say, its message), or null if not 23505. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const e = current as PgErrorLike;
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      return `${String(e.message ?? '')} ${String(e.detail ?? '')}`;
    }
    current = e.cause;
  }
  return null;
}
