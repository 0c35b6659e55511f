/**
 * /metrics in the Prometheus text format: requests and their latency by route pattern and status, 5xx
 * answers, the PostgreSQL pool's connections, whether the database answers, and Node's own figures
 * (event-loop lag, memory, garbage collection), and each read cache's hits and misses. Only for this machine, a METRICS_TOKEN bearer, or anyone
 * with METRICS_PUBLIC=true.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/client.js';

const LABELS = ['method', 'route', 'status_code'] as const;

export const METRICS_FORBIDDEN =
  'Metrics are served to this machine only, or with the metrics token (see METRICS_TOKEN)';

/**
 * Headers a proxy adds to say whom it relays for (standard, de facto and vendor ones): a request carrying any
 * of them came through a proxy, whatever its socket says.
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-proxyuser-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-appengine-user-ip',
];
export const isProxyHeader = (name: string) =>
  PROXY_HEADERS.includes(name) || name.startsWith('x-forwarded-');

/**
 * A direct connection from this machine: a loopback peer, and nothing says a proxy relayed it. Behind a proxy
 * (TRUST_PROXY on) the socket is the proxy's, so locality is never taken from it: the token is needed. A
 * proxy on this machine that adds no header at all is still recognised when it speaks HTTP/1.0 to us, as
 * nginx's proxy_pass does by default; any other such proxy must send one of the headers above.
 */
function isDirectLoopback(request: FastifyRequest, trustProxy: boolean): boolean {
  if (trustProxy) return false;
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  if (!loopback || request.raw.httpVersion === '1.0') return false;
  return !Object.keys(request.headers).some(isProxyHeader);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function registerMetrics(app: FastifyInstance): void {
  const { METRICS_PUBLIC, METRICS_TOKEN, TRUST_PROXY } = app.config;
  // A registry per app, so several apps in one process (tests) never share or clash.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status (503: database unreachable)',
    labelNames: LABELS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_up',
    help: '1 while the database answers, 0 while it is known to be unreachable',
    registers: [registry],
    collect() {
      this.set(app.dbMonitor.available ? 1 : 0);
    },
  });
  new Gauge({
    name: 'read_cache_reads',
    help: 'Reads of each read cache since start, answered from memory (hit) or from the database (miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      const caches = {
        read: app.readCache,
        page: app.pageCache,
        html: app.htmlCache,
        member: app.memberPageCache,
        viewer: app.viewerCache,
        session: app.sessionCache,
      };
      for (const [cache, { stats }] of Object.entries(caches)) {
        this.set({ cache, result: 'hit' }, stats.hits);
        this.set({ cache, result: 'miss' }, stats.misses);
      }
    },
  });
  new Gauge({
    name: 'live_streams_open',
    help: 'Live event streams (GET /api/events) open in this process',
    registers: [registry],
    collect() {
      this.set(app.liveEvents.size);
    },
  });
  // The app's pool, and search's and the write batch's own where they have them (decisions 153, 158).
  const main = poolOf(app.db);
  const search = poolOf(app.searchDb);
  const write = poolOf(app.writeDb);
  const pools = [
    ['main', main],
    ['search', search === main ? null : search],
    ['write', write === main ? null : write],
  ].filter((entry): entry is [string, NonNullable<typeof main>] => entry[1] !== null);
  if (pools.length > 0) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, and idle among them',
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        for (const [name, pool] of pools) {
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
        }
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [name, pool] of pools) this.set({ pool: name }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (/api/questions/:id), never the raw URL, so the series stay few.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
  });

  const token = METRICS_TOKEN ? digest(`Bearer ${METRICS_TOKEN}`) : null;
  const mayRead = (request: FastifyRequest) => {
    if (METRICS_PUBLIC) return true;
    const given = request.headers.authorization;
    if (token && given && timingSafeEqual(digest(given), token)) return true;
    return isDirectLoopback(request, TRUST_PROXY);
  };

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) return reply.code(403).send({ error: METRICS_FORBIDDEN });
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
