import { ArrowRight, ListOrdered, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useAuth } from '@/client/features/auth/auth-provider';
import { usePageTitle } from '@/client/lib/use-page-title';

export function HomeRoute() {
  usePageTitle();
  const { user } = useAuth();
  return (
    <div className="grid gap-10">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-from to-brand-to px-6 py-12 text-white shadow-xl shadow-primary/20 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <div className="relative grid max-w-2xl gap-5">
          <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">
            {user ? `Welcome back, ${user.displayName}` : 'Welcome to Top 5'}
          </p>
          <h1 className="text-3xl leading-tight font-extrabold sm:text-5xl">
            Share your Top 5 on anything pop culture
          </h1>
          <p className="text-base text-white/85 sm:text-lg">
            Rank your favourite movies, shows, artists and athletes, then see how your list stacks up against
            everyone else's.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            {user ? (
              <Button asChild size="lg" className="bg-white text-primary shadow-none hover:bg-white/90">
                <Link to="/create">
                  <Plus aria-hidden="true" />
                  Post Question
                </Link>
              </Button>
            ) : (
              <Button asChild size="lg" className="bg-white text-primary shadow-none hover:bg-white/90">
                <Link to="/auth">
                  Join Top 5
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="text-white ring-1 ring-white/40 hover:bg-white/15 hover:text-white"
            >
              <Link to="/explore">Explore questions</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="home-feed" className="grid gap-4">
        <h2 id="home-feed" className="text-xl font-bold">
          Hot Questions
        </h2>
        <EmptyState
          icon={ListOrdered}
          title="Coming soon"
          description="Hot questions and the community's latest Top 5 lists will appear here."
        />
      </section>
    </div>
  );
}
