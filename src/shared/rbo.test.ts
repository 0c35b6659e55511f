import { describe, expect, it } from 'vitest';
import { rboExt } from './rbo.js';

describe('rboExt (p = 0.9)', () => {
  it('scores identical lists 1', () => {
    expect(rboExt(['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd', 'e'])).toBeCloseTo(1, 12);
  });

  it('scores lists with nothing in common 0', () => {
    expect(rboExt(['a', 'b', 'c', 'd', 'e'], ['v', 'w', 'x', 'y', 'z'])).toBe(0);
  });

  it('scores lists that share only their first item about 0.3214', () => {
    // X_d = 1 at every depth d = 1..5.
    // sum (X_d/d) p^d = 0.9 + 0.81/2 + 0.729/3 + 0.6561/4 + 0.59049/5
    //                 = 0.9 + 0.405 + 0.243 + 0.164025 + 0.118098 = 1.830123
    // ((1-p)/p) * sum = 1.830123 / 9 = 0.203347
    // (X_5/5) p^5     = 0.2 * 0.59049 = 0.118098
    // RBO_ext         = 0.203347 + 0.118098 = 0.321445
    expect(rboExt(['a', 'b', 'c', 'd', 'e'], ['a', 'v', 'w', 'x', 'y'])).toBeCloseTo(0.321445, 5);
  });

  it('scores the same five with the first two swapped exactly 0.9', () => {
    // X_1 = 0, X_2 = 2, X_3 = 3, X_4 = 4, X_5 = 5, so X_d/d = 1 from depth 2 on.
    // sum = 0.81 + 0.729 + 0.6561 + 0.59049 = 2.78559;  2.78559 / 9 = 0.30951
    // (X_5/5) p^5 = 0.59049;  RBO_ext = 0.30951 + 0.59049 = 0.9
    expect(rboExt(['a', 'b', 'c', 'd', 'e'], ['b', 'a', 'c', 'd', 'e'])).toBeCloseTo(0.9, 12);
  });

  it('scores the same five in reverse order about 0.7378', () => {
    // depth 1: {a} vs {e} -> 0; depth 2: {a,b} vs {e,d} -> 0; depth 3: {a,b,c} vs {e,d,c} -> 1;
    // depth 4: {a,b,c,d} vs {e,d,c,b} -> 3; depth 5: all -> 5.
    // sum = (1/3)(0.729) + (3/4)(0.6561) + (5/5)(0.59049) = 0.243 + 0.492075 + 0.59049 = 1.325565
    // 1.325565 / 9 = 0.147285;  RBO_ext = 0.147285 + 0.59049 = 0.737775
    expect(rboExt(['a', 'b', 'c', 'd', 'e'], ['e', 'd', 'c', 'b', 'a'])).toBeCloseTo(0.737775, 6);
  });

  it('gives more weight to agreement at the top than at the bottom', () => {
    const top = rboExt(['a', 'b', 'c', 'd', 'e'], ['a', 'v', 'w', 'x', 'y']);
    const bottom = rboExt(['a', 'b', 'c', 'd', 'e'], ['v', 'w', 'x', 'y', 'e']);
    expect(top).toBeGreaterThan(bottom);
  });

  it('is symmetric', () => {
    const a = ['a', 'b', 'c', 'd', 'e'];
    const b = ['c', 'x', 'a', 'y', 'b'];
    expect(rboExt(a, b)).toBeCloseTo(rboExt(b, a), 12);
  });
});
