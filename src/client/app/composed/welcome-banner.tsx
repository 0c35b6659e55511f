import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

/** Home's welcome for signed-out visitors, with the way in to /auth. */
export function WelcomeBanner() {
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-from to-brand-to px-6 py-10 text-white shadow-xl shadow-primary/20 sm:px-10 sm:py-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-28 left-1/3 size-64 rounded-full bg-white/10 blur-3xl"
      />
      <div className="relative grid max-w-2xl gap-4">
        <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">Welcome to Top 5</p>
        <h2 id="welcome-title" className="text-3xl leading-tight font-extrabold sm:text-[2.75rem]">
          Share your Top 5 on anything pop culture
        </h2>
        <p className="text-base text-white/85 sm:text-lg">
          Rank your favourite movies, shows, artists and athletes, then see how your list stacks up against
          everyone else's.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild size="lg" className="bg-white text-brand-from shadow-none hover:bg-white/90">
            <Link to="/auth">
              Sign in or join
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
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
  );
}
