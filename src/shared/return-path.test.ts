import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-path.js';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/question/12')).toBe('/question/12');
    expect(safeReturnPath('/users/ada?tab=liked#top')).toBe('/users/ada?tab=liked#top');
  });

  it('refuses every other origin and anything that is not a plain path', () => {
    for (const value of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      '\\\\evil.test',
      'javascript:alert(1)',
      'question/12',
      '/%0a//evil.test',
      '/\t/evil.test',
      '',
      null,
      undefined,
    ]) {
      const safe = safeReturnPath(value);
      if (safe !== null) expect(new URL(safe, 'https://top5.example').origin).toBe('https://top5.example');
      expect(safe === null || safe.startsWith('/')).toBe(true);
    }
    expect(safeReturnPath('//evil.test/x')).toBeNull();
    expect(safeReturnPath('/\\evil.test')).toBeNull();
    expect(safeReturnPath('https://evil.test/')).toBeNull();
    expect(safeReturnPath('/\t/evil.test')).toBeNull();
  });

  it('never sends back to the sign-in screen or the API', () => {
    expect(safeReturnPath('/auth?next=/auth')).toBeNull();
    expect(safeReturnPath('/api/auth/logout')).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries the page in next, and leaves it out for home', () => {
    expect(signInPath('/question/3#response-9')).toBe('/auth?next=%2Fquestion%2F3%23response-9');
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('//evil.test')).toBe('/auth');
  });
});
