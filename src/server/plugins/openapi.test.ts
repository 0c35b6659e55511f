import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The API routes a caller can use: everything under /api but the reference page's own files. */
function apiRoutes() {
  return ctx.app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      r.method !== 'HEAD' &&
      !r.url.startsWith('/api/docs') &&
      r.url !== '/api/openapi.json',
  );
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every API route with its responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenAPIV3_1.Document>();
    expect(doc.openapi).toBe('3.1.0');
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    const undocumented: string[] = [];
    for (const r of routes) {
      const operation = doc.paths?.[openApiPath(r.url)]?.[r.method.toLowerCase() as 'get'];
      if (!operation) missing.push(`${r.method} ${r.url}`);
      else if (!operation.responses || Object.keys(operation.responses).length === 0)
        undocumented.push(`${r.method} ${r.url}`);
    }
    expect(missing).toEqual([]);
    expect(undocumented).toEqual([]);
  });

  it('gives every route a response schema for each status it declares', () => {
    const withoutResponses = apiRoutes()
      .filter((r) => !r.schema?.response || Object.keys(r.schema.response).length === 0)
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutResponses).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });
});
