export const RESPONSES_PAGE_SIZE = 10;
