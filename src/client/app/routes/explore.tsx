import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/page-header';
import { useQuestions } from '@/client/features/questions/api/get-questions';
import { CategoryChips } from '@/client/features/questions/components/category-chips';
import { ExploreSearchBar } from '@/client/features/questions/components/explore-search-bar';
import { useDebouncedValue } from '@/client/features/questions/use-debounced-value';
import { usePageTitle } from '@/client/lib/use-page-title';
import type { QuestionCategory } from '@/shared/api/questions';
import { SEARCH_DEBOUNCE_MS } from '@/shared/constants';
import { ExploreResults } from '../composed/explore-results';

function categoryOf(value: string | null): QuestionCategory {
  return value === 'trending' || value === 'recent' ? value : 'all';
}

/**
 * Explore (docs/product.md section 2): questions filtered by a search kept in the URL and by category chips.
 */
export function ExploreRoute() {
  usePageTitle('Explore');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = categoryOf(params.get('category'));
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const updateParams = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // The typed text reaches the URL (and so the query) 300 ms after the last keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text should write the URL.
  useEffect(() => {
    if (debounced.trim() !== search.trim()) updateParams({ search: debounced.trim() || null });
  }, [debounced]);

  // A search changed from outside the box (back button, a link to /explore) shows in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the URL only.
  useEffect(() => {
    if (search.trim() !== debounced.trim()) setText(search);
  }, [search]);

  const query = useQuestions({ search, category });
  const counts = query.data?.pages[0]?.counts;

  const clearSearch = () => {
    setText('');
    updateParams({ search: null });
  };

  return (
    <div className="grid gap-6">
      <PageHeader title="Explore" description="Find a question and share your Top 5." />
      <div className="grid gap-4">
        <ExploreSearchBar value={text} onChange={setText} />
        <CategoryChips
          value={category}
          counts={counts}
          onChange={(next) => updateParams({ category: next === 'all' ? null : next })}
        />
      </div>
      <ExploreResults query={query} searching={search.trim() !== ''} onClearSearch={clearSearch} />
    </div>
  );
}
