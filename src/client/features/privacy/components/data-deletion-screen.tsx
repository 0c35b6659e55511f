import { CircleCheck, Home, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { usePageTitle } from '@/client/lib/use-page-title';
import { DataDeletionConfirm } from './data-deletion-confirm';
import { DataDeletionForm } from './data-deletion-form';
import { PRIVACY_CONTACT_EMAIL } from './privacy-contact';

/**
 * /data-deletion (docs/product.md sections 2 and 4): the request form, then a confirmation screen; with
 * ?token= (the link mailed with a request), the page that confirms the request.
 */
export function DataDeletionScreen() {
  usePageTitle('Data Deletion Request');
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  if (token) return <DataDeletionConfirm token={token} />;

  if (submittedEmail !== null) {
    return (
      <section className="mx-auto grid max-w-xl gap-5 rounded-2xl border bg-card p-8 text-center shadow-card">
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Request Received</h1>
        <p className="text-muted-foreground">
          We have received your data deletion request for{' '}
          <strong className="text-foreground">{submittedEmail}</strong>. Our team will review it within 5-7
          business days and email you at that address when it has been handled.
        </p>
        <p className="text-muted-foreground">
          To show the request is yours, open the link we emailed to that address and confirm it (not needed if
          you sent it while signed in with that address).
        </p>
        <p className="text-sm text-muted-foreground">
          Questions in the meantime? Write to{' '}
          <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className="font-medium text-primary hover:underline">
            {PRIVACY_CONTACT_EMAIL}
          </a>
          .
        </p>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/">
              <Home aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/privacy">
              <ShieldCheck aria-hidden="true" />
              Privacy Policy
            </Link>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">Data Deletion Request</h1>
        <p className="text-muted-foreground">
          Ask us to delete your Top 5 account and everything it holds. We review every request within 5-7
          business days and confirm by email. Signed in? You can delete your account yourself, or download
          your data first, from the About tab of your profile.
        </p>
      </header>
      <div className="rounded-2xl border bg-card p-5 shadow-card sm:p-7">
        <DataDeletionForm onSubmitted={({ email }) => setSubmittedEmail(email)} />
      </div>
      <p className="text-sm text-muted-foreground">
        Read how we handle your data in our{' '}
        <Link to="/privacy" className="font-medium text-primary hover:underline">
          Privacy Policy
        </Link>
        , or write to{' '}
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className="font-medium text-primary hover:underline">
          {PRIVACY_CONTACT_EMAIL}
        </a>
        .
      </p>
    </div>
  );
}
