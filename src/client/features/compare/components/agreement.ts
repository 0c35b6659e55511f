/** 0..1 agreement as a whole percentage. */
export function percent(score: number): number {
  return Math.round(Math.max(0, Math.min(1, score)) * 100);
}

/** A word for the score, so the number reads at a glance. */
export function agreementLabel(score: number): string {
  const p = percent(score);
  if (p >= 80) return 'Almost identical';
  if (p >= 50) return 'Strong match';
  if (p >= 25) return 'Some overlap';
  if (p > 0) return 'A little in common';
  return 'Completely different';
}
