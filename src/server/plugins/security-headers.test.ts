/** The headers worked out once are exactly those helmet sets on a real answer, for the app's own options. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { securityHeaders } from './security-headers.js';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null },
  },
  crossOriginEmbedderPolicy: false,
};

/** What helmet itself sets on a Node response, read back by a client. */
async function helmetOnARealAnswer(): Promise<Record<string, string>> {
  const apply = helmet(options);
  const server = http.createServer((req, res) => apply(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    for (const [name, value] of answer.headers) {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
        headers[name] = value;
    }
    return headers;
  } finally {
    server.close();
  }
}

let ctx: TestContext;
// Made before the tests, under the hooks' longer limit: on a loaded machine PGlite takes a while to open.
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it('are the headers helmet sets, worked out once', async () => {
    const once = securityHeaders(options);
    expect(once).toEqual(await helmetOnARealAnswer());
    expect(once['content-security-policy']).toContain("img-src 'self' data:");
    expect(once['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('are on every answer of the app: API, page, missing path', async () => {
    for (const url of ['/api/questions/hot', '/', '/no/such/page', '/api/nothing-here']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
    }
  });
});
