/** Which page of an admin list to read: its number and size, and the cursor it starts at (decision 043). */
export interface AdminPageRequest {
  page: number;
  limit: number;
  /** `pagination.nextCursor` of the page before, when this page was reached with Next. */
  cursor?: string;
}

/** The request's query parameters, and nothing else the caller's object carries. */
export const pageQuery = ({ page, limit, cursor }: AdminPageRequest) => ({ page, limit, cursor });
