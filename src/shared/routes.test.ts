import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, matchClientRoute } from './routes';

/** The paths the client's router declares, read from its source (`<Route index` is '/'). */
function routerPaths(): string[] {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../client/app/router.tsx'), 'utf8');
  const paths = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]);
  const index = /<Route\s+index\b/.test(source) ? ['/'] : [];
  return [...index, ...paths.filter((p) => p !== '*').map((p) => `/${p}`)];
}

describe('the shared route list', () => {
  it('names exactly the paths the client router shows a screen for', () => {
    expect([...routerPaths()].sort()).toEqual([...CLIENT_ROUTES].sort());
  });

  it('matches a question, a member with a dot in the name, and nothing else', () => {
    expect(matchClientRoute('/question/12')).toEqual({ route: '/question/:id', params: { id: '12' } });
    expect(matchClientRoute('/question/12/results/')?.route).toBe('/question/:id/results');
    expect(matchClientRoute('/users/maya.rivera')).toEqual({
      route: '/users/:username',
      params: { username: 'maya.rivera' },
    });
    expect(matchClientRoute('/')?.route).toBe('/');
    expect(matchClientRoute('/nope')).toBeNull();
    expect(matchClientRoute('/question/12/nope')).toBeNull();
    expect(matchClientRoute('/users/%E0%A4%A')).toBeNull();
  });

  it('matches no screen when a parameter decodes to a NUL or half a surrogate pair', () => {
    expect(matchClientRoute('/users/%00')).toBeNull();
    expect(matchClientRoute('/users/maya%00rivera/compare')).toBeNull();
    expect(matchClientRoute('/question/%00/results')).toBeNull();
    expect(matchClientRoute('/users/%ED%A0%80')).toBeNull();
    expect(matchClientRoute('/users/%F0%9F%98%80')?.params).toEqual({ username: '😀' });
  });
});
