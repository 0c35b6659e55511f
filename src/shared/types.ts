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
