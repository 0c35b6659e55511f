import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion } from '../test/factories.js';
import { DOCUMENTED_SITE_FILES } from './openapi.js';

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

describe('the site files in /api/openapi.json', () => {
  it('gives every answer with a body its content type, inside /api and out', async () => {
    const doc = (
      await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenAPIV3_1.Document>();
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations ?? {})) {
        const responses = (operation as OpenAPIV3_1.OperationObject).responses ?? {};
        for (const [status, answer] of Object.entries(responses)) {
          const content = (answer as OpenAPIV3_1.ResponseObject).content;
          if (status.startsWith('2') && status !== '204' && !content)
            untyped.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(untyped).toEqual([]);
    expect(Object.keys(doc.paths?.['/og/question/{file}']?.get?.responses?.['200'] ?? {})).toContain(
      'content',
    );
  });

  it('declares for robots.txt, the sitemaps and the share cards the type they are sent with', async () => {
    const question = await createQuestion(ctx.db);
    const doc = (
      await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenAPIV3_1.Document>();
    const examples: Record<string, string> = {
      '/og/question/:file': `/og/question/${question.id}.png`,
      '/og/response/:file': '',
      '/og/response/:id/story.png': '',
      '/og/user/:file': '',
    };
    for (const [url, type] of Object.entries(DOCUMENTED_SITE_FILES)) {
      const declared = doc.paths?.[openApiPath(url)]?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
      expect(Object.keys(declared?.content ?? {}), url).toEqual([type]);
      expect(
        ctx.app.routeTable.some((r) => r.url === url && r.method === 'GET'),
        `${url} is served`,
      ).toBe(true);
      const example = examples[url] ?? url;
      if (!example) continue;
      const res = await ctx.app.inject({ method: 'GET', url: example });
      expect(res.statusCode, example).toBe(200);
      expect(res.headers['content-type'], example).toBe(type);
    }
  });
});
