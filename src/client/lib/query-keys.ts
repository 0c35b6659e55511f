/**
 * Every query key of the app, built in one place so that invalidations match what was cached.
 * Each area adds its own group here; keys are arrays from the broadest part to the narrowest.
 */
/** An admin list page's place in a key: number, size and the cursor it starts at. */
interface AdminPageKey {
  page: number;
  limit: number;
  cursor?: string;
}

export const queryKeys = {
  auth: {
    me: ['auth', 'me'] as const,
    providers: ['auth', 'providers'] as const,
    /** The member's password, email and sessions (GET /api/auth/account). */
    account: ['auth', 'account'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    unreadCount: ['notifications', 'unread-count'] as const,
    list: ['notifications', 'list'] as const,
  },
  social: {
    likers: (responseId: number) => ['social', 'likers', responseId] as const,
    comments: (responseId: number) => ['social', 'comments', responseId] as const,
    /** Comments this reader posted on a response: shown after its loaded pages, never fetched. */
    postedComments: (responseId: number) => ['social', 'posted-comments', responseId] as const,
  },
  users: {
    /** Everything cached about one member: profile, tabs, follow lists, compare. */
    all: (username: string) => ['users', username] as const,
    profile: (username: string) => ['users', username, 'profile'] as const,
    responses: (username: string) => ['users', username, 'responses'] as const,
    liked: (username: string) => ['users', username, 'liked'] as const,
    followers: (username: string) => ['users', username, 'followers'] as const,
    following: (username: string) => ['users', username, 'following'] as const,
    compare: (username: string) => ['users', username, 'compare'] as const,
    /** "People who rank like you": the member's taste twins (GET /api/users/:username/twins). */
    twins: (username: string) => ['users', username, 'twins'] as const,
  },
  /** The members the signed-in member blocked and muted (their settings list). */
  blocks: {
    mine: ['blocks', 'mine'] as const,
  },
  search: {
    all: ['search'] as const,
    results: (q: string, type: string) => ['search', q, type] as const,
  },
  questions: {
    /** Every question list (explore, hot, featured, trending): answer counts move when anyone answers. */
    lists: ['questions'] as const,
    list: (search: string, category: string) => ['questions', 'list', search, category] as const,
    hot: ['questions', 'hot'] as const,
    featured: ['questions', 'featured'] as const,
    trending: ['questions', 'trending'] as const,
  },
  question: {
    /** Everything cached about one question: itself, my answer, its responses and its results. */
    all: (id: number) => ['question', id] as const,
    detail: (id: number) => ['question', id, 'detail'] as const,
    myAnswer: (id: number) => ['question', id, 'my-answer'] as const,
    /** The question's response feed (GET /api/questions/:id/responses, infinite pages). */
    responses: (id: number) => ['question', id, 'responses'] as const,
    results: (id: number) => ['question', id, 'results'] as const,
    detailedResults: (id: number) => ['question', id, 'results', 'detailed'] as const,
    demographics: (id: number) => ['question', id, 'results', 'demographics'] as const,
    /** How one list of the question matches the crowd: read again whenever the question's answers move. */
    match: (id: number, responseId: number) => ['question', id, 'match', responseId] as const,
  },
  responses: {
    /** GET /api/responses/recent (infinite pages). */
    recent: ['responses', 'recent'] as const,
    /** A response's earlier versions (GET /api/responses/:id/versions). */
    versions: (id: number) => ['responses', 'versions', id] as const,
  },
  stats: {
    users: ['stats', 'users'] as const,
  },
  /** The admin area (/admin, /admin/reports, /admin/privacy-policy): every list under ['admin', ...]. */
  admin: {
    all: ['admin'] as const,
    questions: ['admin', 'questions'] as const,
    questionPage: ({ page, limit, cursor }: AdminPageKey) =>
      ['admin', 'questions', 'page', page, limit, cursor ?? null] as const,
    /** The Responses Data tab's question filter (newest 100 questions). */
    questionOptions: ['admin', 'questions', 'options'] as const,
    goals: ['admin', 'user-goals'] as const,
    responses: ['admin', 'responses'] as const,
    responsePage: ({ page, limit, cursor, questionId }: AdminPageKey & { questionId: number | null }) =>
      ['admin', 'responses', page, limit, cursor ?? null, questionId] as const,
    users: ['admin', 'users'] as const,
    userPage: ({ page, limit, cursor, search }: AdminPageKey & { search: string }) =>
      ['admin', 'users', page, limit, cursor ?? null, search] as const,
    userResponses: (id: number, { page, limit, cursor }: AdminPageKey) =>
      ['admin', 'users', id, 'responses', page, limit, cursor ?? null] as const,
    reports: ['admin', 'reports'] as const,
    /** Bursts of answers held from results (decision 068). */
    bursts: ['admin', 'bursts'] as const,
    reportList: (status: string, page: number, cursor?: string) =>
      ['admin', 'reports', status, page, cursor ?? null] as const,
    privacyPolicy: ['admin', 'privacy-policy'] as const,
    deletionRequests: ['admin', 'data-deletion-requests'] as const,
    deletionRequestPage: ({ page, limit, cursor }: AdminPageKey) =>
      ['admin', 'data-deletion-requests', page, limit, cursor ?? null] as const,
    auditLog: ['admin', 'audit-log'] as const,
    auditLogPage: ({ page, limit, cursor }: AdminPageKey) =>
      ['admin', 'audit-log', page, limit, cursor ?? null] as const,
  },
  privacy: {
    /** GET /api/privacy-policy, the public page. */
    policy: ['privacy', 'policy'] as const,
  },
  /** The catalog searches behind the pickers and the artist browser, by trimmed query. */
  catalog: {
    artists: (query: string, limit: number) => ['catalog', 'artists', query, limit] as const,
    movies: (query: string) => ['catalog', 'movies', query] as const,
    tvShows: (query: string) => ['catalog', 'tv-shows', query] as const,
    athletes: (query: string) => ['catalog', 'athletes', query] as const,
  },
};
