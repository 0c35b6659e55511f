import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { usePageTitle } from '@/client/lib/use-page-title';

/** The numeric id of a route parameter, or null when it is not one (the API's id rule: 1 to 2147483647). */
export function questionIdParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export function QuestionNotFound() {
  usePageTitle('Question not found');
  return (
    <EmptyState
      icon={FileQuestion}
      titleAs="h1"
      title="Question not found"
      description="This question does not exist or has been removed."
      action={
        <Button asChild>
          <Link to="/explore">Explore questions</Link>
        </Button>
      }
      className="py-16"
    />
  );
}
