/** API object shapes of spec section 3, as the server presents them and the client reads them. */

/** A member as anyone may see them: no email, birth date, postal code or password hash. */
export interface PublicUser {
  id: number;
  username: string;
  displayName: string;
  profilePicture: string | null;
  bio: string | null;
  isAdmin: boolean;
  answersCount: number;
  followersCount: number;
  followingCount: number;
  joinedAt: string;
}

/** The signed-in member's own record (GET /api/auth/me). */
export interface SessionUser extends PublicUser {
  email: string;
  isVerified: boolean;
  birthMonth: number | null;
  birthYear: number | null;
  country: string | null;
  city: string | null;
  postalCode: string | null;
}

/** The author of a response, comment or like. */
export interface UserSummary {
  id: number;
  username: string;
  displayName: string;
  profilePicture: string | null;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface ApiError {
  error: string;
}

// ---- Social layer (issue 4): likes, comments, reports, profiles, follows, notifications, search, compare ----

/** A member who liked a response (spec section 3, Liker). */
export type Liker = UserSummary;

/** GET /api/responses/:id/likes: the first 10 likers, newest first, and how many there are in all. */
export interface LikersResult {
  likers: Liker[];
  total: number;
}

/** POST /api/responses/:id/toggle-like */
export interface ToggleLikeResult {
  liked: boolean;
  likesCount: number;
}

/** A comment on a response (spec section 3, Comment). */
export interface ResponseComment {
  id: number;
  content: string;
  createdAt: string;
  user: UserSummary;
}

/** GET /api/responses/:id/comments, oldest first. */
export interface CommentsResult {
  comments: ResponseComment[];
}

/** POST /api/responses/:id/report */
export interface ReportSubmitted {
  message: string;
  id: number;
}

/** A content report as an admin reviews it (spec section 3, Report). */
export interface ReportItem {
  id: number;
  reason: 'inappropriate' | 'spam' | 'harassment' | 'fake' | 'other';
  description: string | null;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  reporter: UserSummary | null;
  answer: {
    id: number;
    answers: string[];
    user: UserSummary;
    question: { id: number; title: string };
  };
  reviewer: UserSummary | null;
  reviewedAt: string | null;
  reviewNotes: string | null;
}

/** GET /api/users/:username -> { user: ProfileUser }: a public profile and whether the viewer follows it. */
export interface ProfileUser extends PublicUser {
  isFollowing: boolean;
}

/** GET /api/users/:username/follow-status */
export interface FollowStatus {
  isFollowing: boolean;
}

/** POST and DELETE /api/users/:username/follow */
export interface FollowResult {
  isFollowing: boolean;
  followersCount: number;
}

/** GET /api/users/:username/followers and /following */
export interface UserListPage {
  users: UserSummary[];
  pagination: Pagination;
}

/** A notification (spec section 3). relatedUrl opens the thing it is about. */
export interface NotificationItem {
  id: number;
  type: 'like' | 'comment' | 'follow' | 'trending' | 'goal_achieved' | 'other';
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  relatedUser: UserSummary | null;
  relatedUrl: string | null;
}

/** GET /api/notifications */
export interface NotificationsPage {
  notifications: NotificationItem[];
  unreadCount: number;
  pagination: Pagination;
}

/** A question found by search. */
export interface SearchQuestion {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  isTrending: boolean;
  answersCount: number;
  endDate: string | null;
  createdAt: string;
}

/** A public Top 5 found by search; url is /question/{questionId}#response-{id}. */
export interface SearchAnswer {
  id: number;
  questionId: number;
  question: { id: number; title: string };
  user: UserSummary;
  answers: string[];
  likesCount: number;
  commentsCount: number;
  createdAt: string;
  url: string;
}

/** GET /api/search?q&type. `pagination` is present when one type is asked for. */
export interface SearchResult {
  questions: SearchQuestion[];
  users: PublicUser[];
  answers: SearchAnswer[];
  total: number;
  counts: { questions: number; users: number; answers: number };
  pagination?: Pagination;
}

/** One question two members both answered publicly, with their lists side by side. */
export interface CompareQuestion {
  question: { id: number; title: string };
  mine: string[];
  theirs: string[];
  /** Items on both lists (labels as the signed-in member spelled them), in the member's order. */
  shared: string[];
  /** Rank-biased overlap (p = 0.9), 0 to 1. */
  score: number;
}

/** GET /api/users/:username/compare */
export interface CompareResult {
  me: UserSummary;
  them: UserSummary;
  questions: CompareQuestion[];
  /** Mean of the per-question scores; null when there is no question in common. */
  overallScore: number | null;
  sharedQuestions: number;
}

// ---- end of social layer ----

/* ---- Questions, responses and results (issue 3) ---- */

/** One line of a results list: the item's most common spelling and the share of lists naming it. */
export interface ResultItem {
  item: string;
  /** Lists naming the item / lists counted, times 100, rounded to one decimal (0-100). */
  percentage: number;
}

/** A question as every list and page shows it (spec section 3, Question). */
export interface Question {
  id: number;
  title: string;
  description: string;
  /** An absolute URL or a '/uploads/...' path; null when none. */
  imageUrl: string | null;
  isTrending: boolean;
  /** ISO date-time; null means 'No end date'. Past it the question takes no new answers. */
  endDate: string | null;
  /** Responses counted in results (public and private, not hidden by a report). */
  answersCount: number;
  /** ISO date-time. */
  createdAt: string;
  /** The current top 3 (for cards); [] before the first answer. */
  topResults: ResultItem[];
}

/** GET /api/questions?search&category&page&limit (page 1 and limit 50 by default, limit at most 100). */
export type QuestionCategory = 'all' | 'trending' | 'recent';
export interface QuestionList {
  /** The page of the chosen category, best search match first (newest first without a search). */
  questions: Question[];
  /** Questions in the chosen category that match the search (for 'Showing X of Y questions'). */
  total: number;
  /** Matches of the search per chip ('recent' = created in the last 7 days). */
  counts: Record<QuestionCategory, number>;
}
// GET /api/questions/hot -> Question[] (at most 8, most answers in the last 7 days first; only questions
//   answered in that time). GET /api/questions/trending -> Question[] (trending, most answered first).
// GET /api/questions/featured -> Question (404 when there is no question). POST /api/questions -> 201 Question.

/** POST /api/upload/question-image. */
export interface UploadedImage {
  /** '/uploads/questions/<random>.<ext>', served by the app. */
  imageUrl: string;
}

/** A member's Top 5 as the feeds show it (spec section 3, Response). Shadows the DOM's Response when imported. */
export interface Response {
  id: number;
  questionId: number;
  user: UserSummary;
  question: { id: number; title: string };
  /** Five answers, rank 1 first. */
  answers: string[];
  /** Five image URLs parallel to answers ('' where an answer has none), or null when none has one. */
  answerImages: string[] | null;
  isPublic: boolean;
  version: number;
  likesCount: number;
  /** Whether the signed-in viewer likes it; false for visitors. */
  isLiked: boolean;
  commentsCount: number;
  /** ISO date-time of the first save. */
  createdAt: string;
}

/** GET /api/questions/:id/responses and /api/responses/recent?page&limit (limit 10 by default, at most 50). */
export interface ResponsePage {
  /** Newest first; public and not hidden only. */
  responses: Response[];
  pagination: Pagination;
}

/** POST /api/questions/:id/answer. */
export interface SubmitAnswerResult {
  isEdit: boolean;
  version: number;
  responseId: number;
  /** 'Your answers have been submitted successfully' or 'Your answers have been updated (Version n)'. */
  message: string;
}

/** GET /api/questions/:id/my-answer (signed in). */
export interface MyAnswer {
  hasAnswered: boolean;
  answer: {
    answers: string[];
    answerImages: string[] | null;
    isPublic: boolean;
    version: number;
  } | null;
}

/** GET /api/questions/:id/results: the current top 5. */
export interface QuestionResults {
  questionId: number;
  /** Lists counted (the question's answersCount). */
  totalResponses: number;
  results: ResultItem[];
}

/** One line of the detailed results. */
export interface DetailedResultItem extends ResultItem {
  /** Lists that name the item. */
  votes: number;
  /** The rank (1-5) it is named at most often; ties go to the better rank. */
  mostCommonRank: number;
  /** rank 1 = 5 points ... rank 5 = 1 point, summed over the lists. */
  points: number;
}

/** GET /api/questions/:id/results/detailed: the top 10. */
export interface DetailedResults {
  questionId: number;
  totalResponses: number;
  results: DetailedResultItem[];
}

/** One age group of the results; percentages are of that group's lists. */
export interface DemographicGroup {
  ageGroup: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
  /** Lists counted from members of that age group. */
  responses: number;
  /** The group's top 3 with votes; [] when it has fewer than 5 responses, so no one can be singled out. */
  results: (ResultItem & { votes: number })[];
}

/** GET /api/questions/:id/results/demographics: every age group, youngest first. */
export interface DemographicResults {
  questionId: number;
  groups: DemographicGroup[];
}

/** GET /api/stats/users (the community goal banner). */
export interface MemberStats {
  /** Members of the site. */
  count: number;
  /** The smallest goal not yet achieved, or null when there is none. */
  currentGoal: { targetCount: number } | null;
  /** Every goal, smallest target first. */
  goals: { id: number; targetCount: number; achieved: boolean }[];
}
