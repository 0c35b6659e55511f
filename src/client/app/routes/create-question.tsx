import { Lightbulb } from 'lucide-react';
import { PageHeader } from '@/client/components/page-header';
import { useAuth } from '@/client/features/auth/auth-provider';
import { CreateQuestionForm } from '@/client/features/questions/components/create-question-form';
import { usePageTitle } from '@/client/lib/use-page-title';

const TIPS = [
  'Keep the title short and start it with "Top 5".',
  'Say in the description what counts: an era, a genre, a rule.',
  'A striking cover image gets more answers.',
];

/** Create question (docs/product.md section 2), signed-in members only (the router guards it). */
export function CreateQuestionRoute() {
  usePageTitle('Create Question');
  const { isAdmin } = useAuth();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader title="Create Question" description="Ask the community for their Top 5." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="rounded-2xl border bg-card p-5 shadow-card sm:p-7">
          <CreateQuestionForm isAdmin={isAdmin} />
        </div>
        <aside className="grid gap-3 rounded-2xl border bg-secondary/50 p-5">
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <Lightbulb className="size-4 text-primary" aria-hidden="true" />
            Tips for a great question
          </h2>
          <ul className="grid gap-2 text-sm text-muted-foreground">
            {TIPS.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary/60" />
                {tip}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
