import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/client/lib/use-page-title';
import { EmptyState } from './ui/empty-state';

/** An honest placeholder for a screen whose feature has not been built yet. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <EmptyState
        icon={Sparkles}
        title="Coming soon"
        description={children ?? 'This part of Top 5 is still being built.'}
      />
    </section>
  );
}
