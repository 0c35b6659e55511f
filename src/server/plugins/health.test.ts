import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /healthz', () => {
  it('answers 200 while the process runs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers HEAD too, for checks that send no GET', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers', async () => {
    // Ready once a sync marker has come back through the new LISTEN: on a busy machine a marker can miss its
    // second and the listener tries again, so readiness may follow the start by a moment.
    await expect
      .poll(async () => (await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is documented in the OpenAPI document with its 503', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/readyz'].get.responses)).toEqual(['200', '503']);
    expect(Object.keys(doc.paths['/healthz'].get.responses)).toEqual(['200']);
  });
});
