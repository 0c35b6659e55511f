import { expect, it } from 'vitest';
import { createTestContext } from '../../test/context.js';
it('dbg', async () => {
  const ctx = await createTestContext();
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  console.log('PATHS', Object.keys(doc.paths).filter((p: string) => /search|notifications|stats/.test(p)));
  console.log('ROUTES', ctx.app.routeTable.filter((r) => /search|notifications/.test(r.url)).map((r) => `${r.method} ${r.url}`));
  await ctx.close();
  expect(1).toBe(1);
});
