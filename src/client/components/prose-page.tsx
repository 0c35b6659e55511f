import type { ReactNode } from 'react';
import { usePageTitle } from '@/client/lib/use-page-title';

/** A page of plain reading text (About, Terms, Help): a title, a lead line, then titled sections. */
export function ProsePage({
  title,
  lead,
  sections,
}: {
  title: string;
  lead: ReactNode;
  sections: { heading: string; body: ReactNode }[];
}) {
  usePageTitle(title);
  return (
    <article className="mx-auto grid max-w-3xl gap-8">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{lead}</p>
      </header>
      <div className="grid gap-4">
        {sections.map(({ heading, body }) => (
          <section key={heading} className="rounded-xl border bg-card p-6 shadow-card">
            <h2 className="mb-2 text-lg font-semibold">{heading}</h2>
            <div className="grid gap-2 leading-relaxed text-muted-foreground">{body}</div>
          </section>
        ))}
      </div>
    </article>
  );
}
