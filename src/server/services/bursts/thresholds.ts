/** When answers to a question are a burst (decision 068). */

/** Both rules count within windows of this length, each starting at the first save counted in it. */
export const BURST_WINDOW_MINUTES = 60;
/** Pace: at least this many first answers from new accounts in one window ... */
export const BURST_MIN_NEW_ACCOUNT_LISTS = 10;
/** ... and at least this many times the question's usual lists per hour before the window. */
export const BURST_PACE_FACTOR = 5;
/** Identical lists: this many saves of the same five items in the same order in one window. */
export const BURST_IDENTICAL_LISTS = 5;
