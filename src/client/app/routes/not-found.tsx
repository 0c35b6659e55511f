import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { usePageTitle } from '@/client/lib/use-page-title';

export function NotFoundRoute() {
  usePageTitle('Page Not Found');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-5 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">404 Page Not Found</h1>
        <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      </div>
      <Button asChild>
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
