import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getMe as GetMe, SessionUser } from '@/shared/api/auth';

/**
 * The signed-in member, or null: a visitor is answered `{ user: null }`, and any non-OK answer (server down)
 * also means no user (docs/product.md section 7).
 */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const { user } = await callApi<typeof GetMe>('GET /api/auth/me', { signal });
    return user ?? null;
  } catch {
    return null;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.auth.me,
  queryFn: ({ signal }) => getMe(signal),
});
