import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listQuestions as ListQuestions, QuestionCategory } from '@/shared/api/questions';

export const QUESTIONS_PAGE_SIZE = 24;

export interface QuestionsFilter {
  search: string;
  category: QuestionCategory;
}

/** GET /api/questions?search&category&page&limit */
export function getQuestions({ search, category }: QuestionsFilter, page: number, signal?: AbortSignal) {
  return callApi<typeof ListQuestions>('GET /api/questions', {
    query: { category, page, limit: QUESTIONS_PAGE_SIZE, search: search.trim() || undefined },
    signal,
  });
}

export function questionsQueryOptions(filter: QuestionsFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.questions.list(filter.search.trim(), filter.category),
    queryFn: ({ pageParam, signal }) => getQuestions(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.questions.length, 0);
      return loaded < last.total && last.questions.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** The explore list; the previous results stay on screen while a new search loads. */
export function useQuestions(filter: QuestionsFilter) {
  return useInfiniteQuery({ ...questionsQueryOptions(filter), placeholderData: keepPreviousData });
}
