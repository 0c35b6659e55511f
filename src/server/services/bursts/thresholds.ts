/** When answers to a question are a burst (decision 068). */

/** Both rules count within windows of this length, each starting at the first save counted in it. */
export const BURST_WINDOW_MINUTES = 60;
/** Pace: the new accounts' first answers in one window are at least this many times the usual lists an hour. */
export const BURST_PACE_FACTOR = 5;

/** The thresholds set by the environment (config.ts). */
export interface BurstRules {
  /** Pace: at least this many first answers from new accounts in one window (RESULTS_BURST_NEW_ACCOUNT_LISTS). */
  newAccountLists: number;
  /** Identical lists: this many saves of the same five items in the same order in one window. */
  identicalLists: number;
}
