import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { SessionUser } from '@/shared/types';

/** The signed-in member, or null: any non-OK answer (401, server down) means no user (spec section 7). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const { user } = await api<{ user: SessionUser }>('/api/auth/me', { signal });
    return user ?? null;
  } catch {
    return null;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.auth.me,
  queryFn: ({ signal }) => getMe(signal),
});
