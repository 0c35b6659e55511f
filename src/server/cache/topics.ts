/**
 * The read cache's topics, all in one place (decision 058). A kept read is tagged with topics; a write raises
 * a topic by a trigger that notifies it on channel 'top5_reads' (cache/invalidation.ts) when its transaction
 * commits, and every process then drops what is tagged with it. The triggers live in the migrations in
 * drizzle/; `topics.test.ts` reads them from the migrated database and fails when they and `TOPICS` below
 * disagree, either way. A new kept read uses these constructors, and a new topic is added here and in a
 * migration in the same change. A visitor's page rendered on the server (pages/index.ts, the app's htmlCache)
 * is tagged with the topics of every read it made, so each topic below drops the pages that showed its reads.
 */

/** Every question list: the list (each category, page and search), hot, featured, trending, Manage Questions. */
export const QUESTIONS_TOPIC = 'questions';
/**
 * An answer moved the question lists' order or counts: drops QUESTIONS_TOPIC at most once a second
 * (cache/moved-lists.ts).
 */
export const QUESTIONS_MOVED_TOPIC = 'questions-moved';
/** An answer given or edited: drops RESPONSES_TOPIC at most once a second (cache/moved-lists.ts). */
export const RESPONSES_MOVED_TOPIC = 'responses-moved';
/** One question: the question, its results (every view), its feed, and every kept read that shows it. */
export const questionTopic = (id: number) => `question:${id}`;
/** One question's title, as the feed pages and admin lists show it beside each response to it (0056). */
export const questionTitleTopic = (id: number) => `question-title:${id}`;
/** The member count and the community goals. */
export const STATS_TOPIC = 'stats';
/** Every response: the recent feed and the admin's Responses tab. */
export const RESPONSES_TOPIC = 'responses';
/** One member: their profile, Answers tab, follow lists, own counts, and every kept read that shows them. */
export const userTopic = (id: number) => `user:${id}`;
/** One member's account: their row in anything but its stored counts; their kept sessions (decision 129). */
export const accountTopic = (id: number) => `account:${id}`;
/** One response: its likers, its comments, the feed pages it is on, the viewers' likes of it. */
export const responseTopic = (id: number) => `response:${id}`;
/** The members hidden from a member: those they blocked or muted, and those who blocked them (0027). */
export const hiddenTopic = (id: number) => `hidden:${id}`;
/** Every member's name and picture, as the feeds, follow lists, likers, comments and notifications show them. */
export const PEOPLE_TOPIC = 'people';
/** One kept session (cache/sessions.ts), by its token's hash. */
export const sessionTopic = (tokenHash: string) => `session:${tokenHash}`;
/** One member's first page of notifications. */
export const notificationsTopic = (userId: number) => `notifications:${userId}`;
/** One member name (member_names): the search index's entry of it (services/search/search-index.ts). */
export const memberNameTopic = (name: string) => `member-name:${name}`;
/** One answer item (answer_spellings): the search index's entry of it and its spellings. */
export const answerItemTopic = (itemKey: string) => `answer-item:${itemKey}`;
/** Any member's row added, changed or deleted: the admin's member list and data deletion requests. */
export const MEMBERS_TOPIC = 'members';
/** The admin list of reports. */
export const REPORTS_TOPIC = 'reports';
/** The admin's audit log. */
export const AUDIT_LOG_TOPIC = 'audit_log';
/** The admin list of data deletion requests. */
export const DATA_DELETION_REQUESTS_TOPIC = 'data_deletion_requests';

/** A table whose writes raise a topic, and the trigger that does it. */
export interface RaisedBy {
  table: string;
  /** The trigger's name in the database (`pg_trigger.tgname`). */
  trigger: string;
  /** Which writes, in words (the trigger's events, and any condition in its function). */
  when: string;
}

/** One topic: its name as notified (`<id>` where a row's id is appended), what raises it, what it drops. */
export interface Topic {
  name: string;
  raisedBy: RaisedBy[];
  /** The kept reads tagged with it, in words, with the routes or modules that keep them. */
  drops: string[];
}

/** Every topic the triggers notify, with what raises it and what it drops. */
export const TOPICS: readonly Topic[] = [
  {
    name: QUESTIONS_TOPIC,
    raisedBy: [
      {
        table: 'questions',
        trigger: 'questions_notify_reads',
        when: 'every row inserted or deleted, or updated in more than its counts (0033)',
      },
      {
        table: 'responses',
        trigger: 'responses_notify_reads',
        when: 'every row deleted (0033)',
      },
    ],
    drops: [
      'question list, hot, trending, featured (routes/questions/index.ts)',
      'Manage Questions (routes/admin/questions.ts)',
      'search answers (routes/search/index.ts)',
    ],
  },
  {
    name: QUESTIONS_MOVED_TOPIC,
    raisedBy: [
      {
        table: 'questions',
        trigger: 'questions_notify_reads',
        when: 'a row updated in its counts only (an answer moved them)',
      },
      {
        table: 'responses',
        trigger: 'responses_notify_reads',
        when: 'a row inserted, or updated in more than its likes or comments count',
      },
    ],
    drops: ["what 'questions' drops, at most once a second (cache/moved-lists.ts)"],
  },
  {
    name: RESPONSES_MOVED_TOPIC,
    raisedBy: [
      {
        table: 'responses',
        trigger: 'responses_notify_reads',
        when: 'a row inserted, or updated in more than its likes or comments count',
      },
    ],
    drops: ["what 'responses' drops, at most once a second (cache/moved-lists.ts)"],
  },
  {
    name: 'question:<id>',
    raisedBy: [
      { table: 'questions', trigger: 'questions_notify_reads', when: 'the row of that question' },
      {
        table: 'responses',
        trigger: 'responses_notify_reads',
        when: 'a response to that question inserted, deleted, or updated in more than its likes or comments count',
      },
    ],
    drops: [
      'the question (routes/questions/index.ts) and its results (routes/questions/results.ts)',
      "the question's feed pages (routes/questions/answers.ts)",
      'comparisons that include it (routes/users/compare.ts)',
    ],
  },
  {
    name: 'question-title:<id>',
    raisedBy: [
      {
        table: 'questions',
        trigger: 'questions_notify_reads',
        when: 'the title of that question changed, or the question deleted (0056)',
      },
    ],
    drops: [
      "feed pages and admin lists showing a response to it (cache/feed-pages.ts shownTopicsOf): the recent feed, a profile's Answers tab, the admin's Responses tab and reports",
    ],
  },
  {
    name: STATS_TOPIC,
    raisedBy: [
      { table: 'users', trigger: 'users_notify_reads', when: 'each statement inserting or deleting members' },
      { table: 'user_goals', trigger: 'user_goals_notify_reads', when: 'each statement changing goals' },
    ],
    drops: ['member stats and goals (routes/stats/index.ts)', 'search answers'],
  },
  {
    name: RESPONSES_TOPIC,
    raisedBy: [{ table: 'responses', trigger: 'responses_notify_reads', when: 'every row deleted (0033)' }],
    drops: [
      'recent feed (routes/responses/index.ts)',
      "admin's Responses tab (routes/admin/responses.ts)",
      'search',
    ],
  },
  {
    name: 'user:<id>',
    raisedBy: [
      {
        table: 'responses',
        trigger: 'responses_notify_reads',
        when: 'a response by that member inserted, deleted, or updated in more than its likes or comments count',
      },
      {
        table: 'users',
        trigger: 'users_notify_profile_reads',
        when: "every update or delete of the member's row",
      },
      {
        table: 'follows',
        trigger: 'follows_notify_reads',
        when: 'a follow made or undone, for both members',
      },
    ],
    drops: [
      'profile and Answers tab (routes/users/profile.ts, cache/profiles.ts)',
      'follow lists (routes/users/follows.ts)',
      'comparisons (routes/users/compare.ts)',
      "an admin's view of the member's responses (routes/admin/users.ts)",
      "the member's own counts as GET /api/auth/me shows them (cache/sessions.ts)",
      'searches showing the member',
    ],
  },
  {
    name: 'account:<id>',
    raisedBy: [
      {
        table: 'users',
        trigger: 'users_notify_profile_reads',
        when: "the member's row deleted, or updated in more than its stored counts (0045)",
      },
    ],
    drops: ['kept sessions of the member (cache/sessions.ts)'],
  },
  {
    name: 'response:<id>',
    raisedBy: [
      {
        table: 'responses',
        trigger: 'responses_notify_reads',
        when: 'every row inserted, updated or deleted',
      },
      { table: 'likes', trigger: 'likes_notify_reads', when: 'a like added or removed' },
      { table: 'comments', trigger: 'comments_notify_edit_reads', when: "a comment's text edited (0028)" },
    ],
    drops: [
      'likers and comments (routes/social/index.ts)',
      'feed pages and admin lists showing it (cache/feed-pages.ts)',
      "viewers' likes among a kept page (cache/viewer-likes.ts)",
      'searches showing it',
    ],
  },
  {
    name: PEOPLE_TOPIC,
    raisedBy: [
      {
        table: 'users',
        trigger: 'users_notify_profile_reads',
        when: 'a username, display name or picture changed, or a member deleted',
      },
    ],
    drops: [
      'every feed page, follow list, likers, comments, notifications page and admin list that names members',
      'search answers',
    ],
  },
  {
    name: 'hidden:<id>',
    raisedBy: [
      { table: 'blocks', trigger: 'blocks_notify_reads', when: 'a block made or undone, for both members' },
      { table: 'mutes', trigger: 'mutes_notify_reads', when: 'a mute made or undone, for the muter' },
    ],
    drops: ["the member's kept list of hidden members (cache/hidden-members.ts)"],
  },
  {
    name: 'session:<token_hash>',
    raisedBy: [{ table: 'sessions', trigger: 'sessions_notify_reads', when: 'a session extended or ended' }],
    drops: ['the kept session (cache/sessions.ts)'],
  },
  {
    name: 'notifications:<user_id>',
    raisedBy: [
      {
        table: 'notifications',
        trigger: 'notifications_notify_reads',
        when: 'every notification of the member written, read, cleared or deleted',
      },
    ],
    drops: ["the member's first page of notifications (routes/notifications/index.ts)"],
  },
  {
    name: 'member-name:<name>',
    raisedBy: [
      {
        table: 'member_names',
        trigger: 'member_names_notify_reads',
        when: 'the row of that name added, counting another member or one fewer, or deleted (0052)',
      },
    ],
    drops: ["the search index's entry of that name, read again (services/search/search-index.ts)"],
  },
  {
    name: 'answer-item:<item_key>',
    raisedBy: [
      {
        table: 'answer_spellings',
        trigger: 'answer_spellings_notify_reads',
        when: 'a spelling of that item added or deleted (0052)',
      },
    ],
    drops: [
      "the search index's entry of that item and its spellings, read again (services/search/search-index.ts)",
    ],
  },
  {
    name: MEMBERS_TOPIC,
    raisedBy: [
      { table: 'users', trigger: 'users_notify_admin_reads', when: 'each statement writing members' },
    ],
    drops: [
      "admin's member list (routes/admin/users.ts)",
      'data deletion requests (routes/admin/data-deletion-requests.ts)',
    ],
  },
  {
    name: REPORTS_TOPIC,
    raisedBy: [{ table: 'reports', trigger: 'reports_notify_reads', when: 'each statement writing reports' }],
    drops: ["admin's reports (routes/admin/reports.ts)"],
  },
  {
    name: AUDIT_LOG_TOPIC,
    raisedBy: [{ table: 'audit_log', trigger: 'audit_log_notify_reads', when: 'each statement writing it' }],
    drops: ["admin's audit log (routes/admin/audit-log.ts)"],
  },
  {
    name: DATA_DELETION_REQUESTS_TOPIC,
    raisedBy: [
      {
        table: 'data_deletion_requests',
        trigger: 'data_deletion_requests_notify_reads',
        when: 'each statement writing them',
      },
    ],
    drops: ["admin's data deletion requests (routes/admin/data-deletion-requests.ts)"],
  },
];
