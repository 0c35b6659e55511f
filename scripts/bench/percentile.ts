/** The value at `p` (0-1) of values sorted ascending; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
