import { CircleCheck, Home, MailCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { isApiError } from '@/client/lib/api';
import { useConfirmDataDeletionRequest } from '../api/confirm-data-deletion-request';

const FAILED = 'Could not confirm your request. Please try again.';

/**
 * /data-deletion?token=: the page the mailed link opens. Opening it confirms nothing (a mail scanner may
 * follow links); the requester presses Confirm Request, which posts the token (decision 084).
 */
export function DataDeletionConfirm({ token }: { token: string }) {
  const confirm = useConfirmDataDeletionRequest();

  if (confirm.isSuccess) {
    return (
      <section className="mx-auto grid max-w-xl gap-5 rounded-2xl border bg-card p-8 text-center shadow-card">
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Request Confirmed</h1>
        <p className="text-muted-foreground">{confirm.data.message}</p>
        <Button asChild className="mx-auto">
          <Link to="/">
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </section>
    );
  }

  const failure = confirm.isError
    ? isApiError(confirm.error) && confirm.error.serverMessage
      ? confirm.error.serverMessage
      : FAILED
    : null;

  return (
    <section className="mx-auto grid max-w-xl gap-5 rounded-2xl border bg-card p-8 text-center shadow-card">
      <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Confirm Your Data Deletion Request</h1>
      <p className="text-muted-foreground">
        Press Confirm Request to show that the data deletion request sent for your email address is yours. Our
        team reviews confirmed requests within 5-7 business days. If you did not ask for it, close this page:
        nothing is deleted.
      </p>
      {failure ? (
        <p
          role="alert"
          className="flex items-center justify-center gap-2 text-sm font-medium text-destructive"
        >
          <TriangleAlert className="size-4" aria-hidden="true" />
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button variant="destructive" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending ? <Spinner className="size-4 text-current" label="Confirming" /> : null}
          {confirm.isPending ? 'Confirming...' : 'Confirm Request'}
        </Button>
        <Button asChild variant="outline">
          <Link to="/data-deletion">Send a new request</Link>
        </Button>
      </div>
    </section>
  );
}
