import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SearchScreen } from '@/client/features/search/components/search-screen';
import { SEARCH_TYPES, type SearchType } from '@/shared/schemas/social';

/** /search?q=&type= — the address holds the search, so links, reloads and Back keep it. */
export function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const asked = params.get('type') as SearchType | null;
  const type: SearchType = asked && SEARCH_TYPES.includes(asked) ? asked : 'all';

  const onChange = useCallback(
    (next: { q: string; type: SearchType }) => {
      const search: Record<string, string> = {};
      if (next.q) search.q = next.q;
      if (next.type !== 'all') search.type = next.type;
      // Typing replaces the entry; a new tab is its own step in history.
      setParams(search, { replace: next.type === type });
    },
    [setParams, type],
  );

  return <SearchScreen q={q} type={type} onChange={onChange} />;
}
