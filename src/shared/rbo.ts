/**
 * Rank-biased overlap (Webber, Moffat and Zobel 2010), extrapolated form RBO_ext, for two ranked lists.
 * It weighs agreement near the top more than agreement further down: with p = 0.9 the first rank carries
 * the most weight. Identical lists score 1, lists with nothing in common score 0.
 */
export const RBO_P = 0.9;

/**
 * RBO_ext of two ranked lists of comparable keys (e.g. itemKey() of each answer), evaluated to depth k, the
 * length of the longer list. For lists of equal length k:
 *   RBO_ext = (X_k / k) * p^k + ((1 - p) / p) * sum_{d=1..k} (X_d / d) * p^d
 * where X_d is the number of items the two lists share within their first d places.
 * A key repeated inside one list counts once. Two empty lists have nothing to disagree on and score 1.
 */
export function rboExt(a: readonly string[], b: readonly string[], p: number = RBO_P): number {
  if (!(p > 0 && p < 1)) throw new RangeError('p must be between 0 and 1');
  const k = Math.max(a.length, b.length);
  if (k === 0) return 1;
  const seenA = new Set<string>();
  const seenB = new Set<string>();
  let overlap = 0;
  let sum = 0;
  let weight = 1;
  for (let d = 1; d <= k; d++) {
    weight *= p;
    const x = a[d - 1];
    const y = b[d - 1];
    // Each newly seen item adds to the overlap when the other list has already shown it.
    if (x !== undefined && !seenA.has(x)) {
      seenA.add(x);
      if (seenB.has(x)) overlap++;
    }
    if (y !== undefined && !seenB.has(y)) {
      seenB.add(y);
      if (seenA.has(y)) overlap++;
    }
    sum += (overlap / d) * weight;
  }
  const score = (overlap / k) * weight + ((1 - p) / p) * sum;
  // Floating point can land a hair outside [0, 1] for identical lists.
  return Math.min(1, Math.max(0, score));
}
