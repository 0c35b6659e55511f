/** HEAD answers like GET everywhere: the same status and headers, no body. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDistDir } from './app.js';
import { createTestContext, type TestContext } from './test/context.js';
import { createQuestion } from './test/factories.js';

let ctx: TestContext;
let questionId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  questionId = (await createQuestion(ctx.db)).id;
  fs.mkdirSync(path.join(ctx.dataDir, 'uploads', 'questions'), { recursive: true });
  fs.writeFileSync(path.join(ctx.dataDir, 'uploads', 'questions', 'pixel.png'), Buffer.from('not really'));
});
afterAll(() => ctx.close());

const hasClient = fs.existsSync(path.join(clientDistDir, 'index.html'));
const asset = hasClient
  ? fs.readdirSync(path.join(clientDistDir, 'assets')).find((name) => name.endsWith('.js'))
  : undefined;

async function both(url: string) {
  const get = await ctx.app.inject({ method: 'GET', url });
  const head = await ctx.app.inject({ method: 'HEAD', url });
  return { get, head };
}

describe('HEAD', () => {
  it.each(['/api/questions', '/api/questions/hot', '/api/stats/users', '/api/nope'])(
    'answers %s like GET, without a body',
    async (url) => {
      const { get, head } = await both(url);
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    },
  );

  it('answers an API call with a path parameter like GET', async () => {
    const { get, head } = await both(`/api/questions/${questionId}`);
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers an uploaded file like GET', async () => {
    const { get, head } = await both('/uploads/questions/pixel.png');
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('answers / and app paths with the app, like GET (and a 404 the same way)', async () => {
    for (const url of ['/', `/question/${questionId}`, '/no/such/page']) {
      const { get, head } = await both(url);
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.body).toBe('');
    }
  });

  it.skipIf(!asset)('answers a built asset like GET', async () => {
    const { get, head } = await both(`/assets/${asset}`);
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.body).toBe('');
  });
});
