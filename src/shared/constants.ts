/** Business constants of docs/product.md section 9, shared by the client and the server. */
export const TOP_N = 5;
export const REPORT_REASONS = ['inappropriate', 'spam', 'harassment', 'fake', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'follow',
  'trending',
  'goal_achieved',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const MAX_END_DATE_DAYS = 90;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const MIN_AGE = 13;
export const MIN_BIRTH_YEAR = 1900;
export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const POSTAL_CODE_MIN = 5;
export const PRIVACY_POLICY_MIN = 100;
export const TITLE_MIN = 5;
export const TITLE_MAX = 200;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;
export const ANSWER_MAX = 100;
export const COMMENT_MAX = 1000;

export const SEARCH_DEBOUNCE_MS = 300;
export const STATS_REFRESH_MS = 60_000;
export const HOT_QUESTIONS_LIMIT = 8;
export const GOAL_BANNER_UPCOMING = 2;
export const LIKERS_SHOWN = 10;
export const RESULTS_TOP = 5;
export const RESULTS_DETAILED_TOP = 10;
export const DEMOGRAPHIC_TOP = 3;
/** An age group with fewer responses than this shows its count but not its items. */
export const DEMOGRAPHIC_MIN_RESPONSES = 5;
/**
 * Private lists join a question's published results (and its shown answersCount) only as a group: once it has
 * this many counted private lists (decision 067); below, results come from the counted public lists alone.
 * Also written into migration 0027's questions.shown_answers_count.
 */
export const PRIVATE_RESULTS_MIN_LISTS = 5;
export const AGE_GROUPS = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const SEARCH_ALL_PER_GROUP = 3;
/** Search counts stop here: a group with more matches answers SEARCH_COUNT_CAP + 1, shown '1,000+'. */
export const SEARCH_COUNT_CAP = 1000;
/** Compare's overall score is the mean over at most this many questions in common, the most recent. */
export const COMPARE_SCORE_QUESTIONS = 100;
export const ARTIST_LIMIT_PICKER = 20;
export const ARTIST_LIMIT_BROWSER = 50;
export const GENRES_SHOWN = 3;

export const TOAST_DURATION_MS = 5000;
export const HIGHLIGHT_MS = 3000;
export const MOBILE_BREAKPOINT_PX = 768;
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_DEFAULT_LIMIT = 50;
/** Admin lists count their rows up to this many, then say "1,000+" as search does (decision 043). */
export const ADMIN_COUNT_CAP = 1_000;
export const QUESTION_FILTER_LABEL_MAX = 50;

export const INACTIVITY_TIMEOUT_MS = 30 * 60_000;
export const INACTIVITY_WARNING_MS = 5 * 60_000;
export const INACTIVITY_CHECK_MS = 1000;
export const SESSION_TTL_MS = 2 * 60 * 60_000;
export const REDIRECT_DELAY_MS = 3000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** How long the link that confirms a data deletion request works (decision 084). */
export const DATA_DELETION_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

/** Placeholder profile given to members who sign up through a social provider. */
export const PLACEHOLDER_BIRTH_YEAR = 2000;
export const PLACEHOLDER_COUNTRY = 'Unknown';

/** Comments per page unless `limit` says otherwise, and the most one page holds (in this zod-free module so
 * the client's comments call does not pull zod into every page that shows a feed). */
export const COMMENTS_PAGE_SIZE = 20;
export const COMMENTS_PAGE_MAX = 50;

/** Members one member may block, and apart from those mute (decision 070): their hidden list stays small. */
export const BLOCKS_MAX = 1000;
export const MUTES_MAX = 1000;
