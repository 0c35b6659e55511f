import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Env, loadConfig } from '../config.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { METRICS_FORBIDDEN } from './metrics.js';

const OUTSIDE = '203.0.113.7';
const TOKEN = 'metrics-token-0123456789abcdef';

let ctx: TestContext;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await ctx.close();
});

/** Another app on the same database with other metrics settings. */
async function appWith(env: Partial<Env>): Promise<FastifyInstance> {
  const config = loadConfig({}, { DATA_DIR: ctx.dataDir, SEED_DEMO: false, ...env });
  const app = await buildApp({ config, db: ctx.db, logLevel: 'silent' });
  extraApps.push(app);
  return app;
}

/** Sends `request` as written on a new connection and returns everything the server answers. */
function rawGet(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('GET /metrics', () => {
  it('serves the Prometheus text format to this machine, with requests counted by route pattern', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/questions/987654' });
    await ctx.app.inject({ method: 'GET', url: '/api/questions/987655' });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain(
      'http_requests_total{method="GET",route="/api/questions/:id",status_code="404"} 2',
    );
    expect(res.body).not.toContain('987654');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/questions\/:id",status_code="404"\}/,
    );
    expect(res.body).toContain('# TYPE http_request_errors_total counter');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('db_up 1');
    expect(res.body).toContain('live_streams_open 0');
    if (ctx.database.kind === 'postgres') {
      expect(res.body).toMatch(/db_pool_connections\{pool="main",state="total"\} \d+/);
      expect(res.body).toMatch(/db_pool_connections\{pool="search",state="total"\} \d+/);
      expect(res.body).toMatch(/db_pool_connections\{pool="write",state="total"\} \d+/);
      expect(res.body).toMatch(/db_pool_waiting_requests\{pool="main"\} \d+/);
    }
  });

  it('refuses another address with 403', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: METRICS_FORBIDDEN });
  });

  it('refuses a request relayed by a proxy on this machine (X-Forwarded-For)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': OUTSIDE },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['x-forwarded-for', OUTSIDE],
    ['forwarded', `for=${OUTSIDE}`],
    ['x-real-ip', OUTSIDE],
    ['x-forwarded-host', 'top5.example'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-port', '443'],
    ['via', '1.1 nginx'],
    ['true-client-ip', OUTSIDE],
    ['cf-connecting-ip', OUTSIDE],
    ['x-client-ip', OUTSIDE],
  ])('refuses a loopback request that carries the proxy header %s', async (name, value) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { [name]: value } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: METRICS_FORBIDDEN });
  });

  it('refuses a loopback request over HTTP/1.0, as nginx relays by default with no header of its own', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = ctx.app.server.address() as AddressInfo;
      const answer = await rawGet(port, 'GET /metrics HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.[01] 403/);
      const direct = await rawGet(
        port,
        'GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      );
      expect(direct).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await ctx.app.server.close();
    }
  });

  it("asks for the token on loopback too when TRUST_PROXY is on (the socket is the proxy's)", async () => {
    const app = await appWith({ TRUST_PROXY: true, METRICS_TOKEN: TOKEN });
    const bare = await app.inject({ method: 'GET', url: '/metrics' });
    expect(bare.statusCode).toBe(403);
    const withToken = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('serves anyone with the METRICS_TOKEN bearer, and no one with a wrong one', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_requests_total');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('serves everyone with METRICS_PUBLIC=true', async () => {
    const app = await appWith({ METRICS_PUBLIC: true });
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE });
    expect(res.statusCode).toBe(200);
  });
});
