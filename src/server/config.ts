/** The environment, parsed once with zod; start-up fails fast with a list of what is wrong. */
import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? fallback : !['false', '0', 'no', 'off'].includes(v.toLowerCase()),
    );
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Loopback hosts, the only ones a sign-in provider may be reached on over plain http (tests, local providers). */
export function isLoopbackUrl(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(url.hostname);
}

function isHttpsOrLoopback(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url));
}

/** The origin of an http(s) URL (`https://top5.example`), or null when it is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Trust X-Forwarded-* (client IP for rate limits) only behind a proxy that sets them. */
  TRUST_PROXY: bool(false),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * A direct connection to the same PostgreSQL (not through a pooler): the invalidation listener's LISTEN and
   * the migrations' session lock use it. Unset: DATABASE_URL. Required with DATABASE_POOLER=transaction.
   */
  DATABASE_LISTEN_URL: z.string().optional(),
  /**
   * transaction: DATABASE_URL is a pooler in transaction mode (PgBouncer): no named prepared statements and
   * no session settings sent at connect (decision 101). none: a direct connection or a session-mode pooler.
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Other origins state-changing calls may come from besides PUBLIC_URL's, comma-separated
   * (`https://www.top5.example,https://top5.example`): each an http(s) URL, of which only the origin counts.
   */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const entry of (v ?? '').split(',').map((e) => e.trim())) {
        if (entry === '') continue;
        const origin = originOf(entry);
        if (origin) origins.push(origin);
        else ctx.addIssue({ code: 'custom', message: `"${entry}" is not an http(s) origin` });
      }
      return origins;
    }),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Top 5 <no-reply@top5.local>'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Rate limits: attempts allowed per window. */
  RATE_LIMIT_WINDOW_SECONDS: int(15 * 60),
  RATE_LIMIT_LOGIN_PER_IP: int(50),
  RATE_LIMIT_LOGIN_PER_EMAIL: int(10),
  /** Sign-ins from a browser the member signed in on before: counted per browser, not per email. */
  RATE_LIMIT_LOGIN_PER_DEVICE: int(10),
  RATE_LIMIT_REGISTER_PER_IP: int(10),
  RATE_LIMIT_MAIL_PER_IP: int(10),
  RATE_LIMIT_MAIL_PER_EMAIL: int(3),
  /** A member's questions, uploads, answers, comments and reports per hour (likes and follows: five times). */
  RATE_LIMIT_ACTIONS_PER_HOUR: int(120),
  /** Image uploads (question images, profile pictures) one member may send per minute. */
  RATE_LIMIT_IMAGE_UPLOADS_PER_MINUTE: int(10),
  /** Image jobs (sharp) run at once per process; the others wait their turn. */
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  /** Tests only: fetch images given by address from this machine over http. Refused in production. */
  IMAGE_FETCH_ALLOW_LOOPBACK: bool(false),
  /** PostgreSQL: connections in the pool, and how long to wait for a connection (new or from the pool). */
  DB_POOL_SIZE: int(10),
  DB_CONNECT_TIMEOUT_SECONDS: int(3),
  /** Longest a statement may run, and a transaction sit idle; the driver gives up on an answer 2 s later. */
  DB_STATEMENT_TIMEOUT_SECONDS: int(10),
  /** At start-up, how long to keep retrying an unreachable database before giving up. */
  START_DB_WAIT_SECONDS: int(60),
  /** On SIGTERM or SIGINT, how long in-flight requests may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: int(10),
  /** /metrics for anyone (behind a private network); otherwise from this machine or with METRICS_TOKEN. */
  METRICS_PUBLIC: bool(false),
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Lists of a member join the published results once the account is established: email verified and at
   * least this old (decision 069). Until then they are counted apart. 0: verified is enough.
   */
  RESULTS_TRUST_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60),
  /** Burst detection (decision 068): first answers from new accounts to one question in an hour ... */
  RESULTS_BURST_NEW_ACCOUNT_LISTS: int(10),
  /** ... or saves of the same five items in the same order to one question in an hour. */
  RESULTS_BURST_IDENTICAL_LISTS: int(5),
  /** Catalog searches (artists, movies, TV shows, athletes) per IP address per window. */
  RATE_LIMIT_CATALOG_PER_IP: int(300),
  /** Social sign-in: a provider is offered only when both its id and its secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID Connect issuer (discovered at /.well-known/openid-configuration); http only on loopback. */
  GOOGLE_ISSUER_URL: z
    .string()
    .url()
    .default('https://accounts.google.com')
    .refine(isHttpsOrLoopback, 'must be https:// (plain http:// only on 127.0.0.1, localhost or ::1)'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  /** Where the Facebook login dialog lives, and the Graph API (code exchange and /me). */
  FACEBOOK_AUTH_URL: z
    .string()
    .url()
    .default('https://www.facebook.com')
    .refine(isHttpsOrLoopback, 'must be https:// (plain http:// only on 127.0.0.1, localhost or ::1)'),
  FACEBOOK_GRAPH_URL: z
    .string()
    .url()
    .default('https://graph.facebook.com')
    .refine(isHttpsOrLoopback, 'must be https:// (plain http:// only on 127.0.0.1, localhost or ::1)'),
  SPOTIFY_CLIENT_ID: z.string().optional(),
  SPOTIFY_CLIENT_SECRET: z.string().optional(),
  TMDB_API_KEY: z.string().optional(),
  SPORTSDB_API_KEY: z.string().optional(),
  /** The catalog providers' addresses (tests and self-hosters point them elsewhere). */
  SPOTIFY_ACCOUNTS_URL: z.string().url().default('https://accounts.spotify.com'),
  SPOTIFY_API_URL: z.string().url().default('https://api.spotify.com'),
  TMDB_API_URL: z.string().url().default('https://api.themoviedb.org'),
  TMDB_IMAGE_URL: z.string().url().default('https://image.tmdb.org/t/p'),
  SPORTSDB_API_URL: z.string().url().default('https://www.thesportsdb.com'),
  /**
   * Object storage for files (decision 096): with S3_BUCKET set, uploads, copied remote images and share
   * cards live in that bucket instead of DATA_DIR. S3_ENDPOINT names a self-hosted store (MinIO, Garage, R2;
   * path-style addresses); unset is AWS S3. Without the two keys the SDK's default chain is used.
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The store's address as browsers reach it: files are then answered by a redirect to a signed URL. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** How long one call to the store may take before the request gets a 503. */
  S3_TIMEOUT_SECONDS: int(5),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Every variable the server reads, with the default it takes when unset (undefined: none, or computed from
 * others, like PUBLIC_URL). docs/configuration.md and .env.example are checked against it (config-docs.test.ts).
 */
export function environmentDefaults(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(envSchema.shape).map(([name, field]) => {
      const parsed = field.safeParse(undefined);
      return [name, parsed.success ? parsed.data : undefined];
    }),
  );
}

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string;
  publicUrl: string;
  secureCookies: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  // An empty variable (ADMIN_EMAIL= in .env) means unset, not an invalid value.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const merged = { ...parsed.data, ...overrides };
  if (merged.IMAGE_FETCH_ALLOW_LOOPBACK && merged.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  IMAGE_FETCH_ALLOW_LOOPBACK: must not be true in production');
  }
  if (merged.DATABASE_POOLER === 'transaction' && !merged.DATABASE_LISTEN_URL) {
    throw new Error(
      'Invalid environment:\n  DATABASE_LISTEN_URL: required with DATABASE_POOLER=transaction (LISTEN needs a direct connection)',
    );
  }
  const s3Problems = [
    ...(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const)
      .filter((name) => merged[name] !== undefined && merged.S3_BUCKET === undefined)
      .map((name) => `  ${name}: needs S3_BUCKET`),
    ...(merged.S3_BUCKET !== undefined &&
    (merged.S3_ACCESS_KEY_ID === undefined) !== (merged.S3_SECRET_ACCESS_KEY === undefined)
      ? ['  S3_ACCESS_KEY_ID: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither']
      : []),
  ];
  if (s3Problems.length > 0) throw new Error(`Invalid environment:\n${s3Problems.join('\n')}`);
  const publicUrl = (merged.PUBLIC_URL ?? `http://localhost:${merged.PORT}`).replace(/\/$/, '');
  return {
    ...merged,
    dataDir: path.resolve(merged.DATA_DIR),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
  };
}
