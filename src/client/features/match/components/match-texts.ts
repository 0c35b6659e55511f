/** The texts of "How you match the crowd" (issue 25). */
import type { MatchedPick } from '@/shared/api/responses';

export const MATCH_TITLE_OWN = 'How you match the crowd';
export const MATCH_TITLE_OTHER = 'How this list matches the crowd';
export const MATCH_EMPTY =
  "No list counts in this question's results yet: the match shows once the crowd has answered.";

/** "only 3% of lists name it", as the issue words it. */
export function rarityText(share: number): string {
  if (share >= 99.5) return 'every list names it';
  if (share < 1) return 'fewer than 1% of lists name it';
  return `only ${Math.round(share)}% of lists name it`;
}

/** Where the crowd ranks a pick. */
export function crowdRankText(pick: MatchedPick): string {
  return pick.crowdRank === null ? "outside the crowd's top 100" : `the crowd ranks it #${pick.crowdRank}`;
}
