import { Mail, ShieldCheck, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { LoadingState } from '@/client/components/ui/loading-state';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import { usePrivacyPolicy } from '../api/get-privacy-policy';
import { MarkdownContent } from './markdown-content';
import { PRIVACY_CONTACT_EMAIL } from './privacy-contact';

const lastUpdated = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** /privacy (docs/product.md section 2): the policy an admin wrote, the way to ask for deletion and a contact. */
export function PrivacyPolicyScreen() {
  usePageTitle('Privacy Policy');
  const query = usePrivacyPolicy();

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label="Loading privacy policy..." />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Unable to Load Privacy Policy"
        message={
          isApiError(query.error) && query.error.status === 404
            ? 'Our privacy policy has not been published yet. Please check back soon or contact us.'
            : 'Please try again in a moment.'
        }
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const updated = new Date(query.data.updatedAt);
    body = (
      <article className="rounded-2xl border bg-card p-6 shadow-card sm:p-8">
        {Number.isNaN(updated.getTime()) ? null : (
          <p className="mb-4 text-sm text-muted-foreground">Last updated {lastUpdated.format(updated)}</p>
        )}
        <MarkdownContent source={query.data.content} headingShift={1} />
      </article>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2.5 text-3xl font-bold sm:text-4xl">
          <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
          Privacy Policy
        </h1>
        <p className="text-lg text-muted-foreground">What we collect, why, and the choices you have.</p>
      </header>
      {body}
      <aside className="grid gap-4 rounded-2xl border bg-secondary/50 p-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <h2 className="font-semibold">Your data, your choice</h2>
          <p className="text-sm text-muted-foreground">
            Ask us to delete everything we hold about you. Signed in, you can also download your data or
            delete your account from the About tab of your profile.
          </p>
          <Button asChild className="w-fit">
            <Link to="/data-deletion">
              <Trash2 aria-hidden="true" />
              Request Data Deletion
            </Link>
          </Button>
        </div>
        <div className="grid content-start gap-2">
          <h2 className="font-semibold">Questions about privacy?</h2>
          <p className="text-sm text-muted-foreground">
            Write to our privacy team at {PRIVACY_CONTACT_EMAIL}; we answer within 5 business days.
          </p>
          <Button asChild variant="outline" className="w-fit">
            <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>
              <Mail aria-hidden="true" />
              Contact Privacy Team
            </a>
          </Button>
        </div>
      </aside>
    </div>
  );
}
