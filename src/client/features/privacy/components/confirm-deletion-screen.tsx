import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { AuthCard, AuthFrame, StatusPanel } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useConfirmAccountDeletion } from '../api/deletion-by-mail';

/**
 * /delete-account?token=: the page a mailed deletion link opens (docs/decisions/082). Nothing happens on load
 * (mail scanners open links): the member presses the button, which posts the token.
 */
export function ConfirmDeletionScreen() {
  usePageTitle('Delete your account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmAccountDeletion();

  const failed = !token || confirm.isError;
  return (
    <AuthFrame>
      <AuthCard>
        {failed ? (
          <StatusPanel
            tone="error"
            title="Account not deleted"
            actions={
              <Button asChild>
                <Link to="/">Go to Top 5</Link>
              </Button>
            }
          >
            {confirm.isError && isApiError(confirm.error) && confirm.error.status < 500
              ? confirm.error.serverMessage
              : !token
                ? 'This link is invalid or has expired'
                : 'Something went wrong. Please try again.'}
          </StatusPanel>
        ) : (
          <StatusPanel
            tone="error"
            title="Delete your account"
            actions={
              <>
                <Button asChild variant="outline">
                  <Link to="/">Keep my account</Link>
                </Button>
                <Button
                  variant="destructive"
                  disabled={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(token, {
                      onSuccess: () => navigate('/auth?notice=account_deleted', { replace: true }),
                    })
                  }
                >
                  {confirm.isPending ? <Spinner className="size-4 text-current" label="Deleting" /> : null}
                  Delete my account
                </Button>
              </>
            }
          >
            Your profile, every Top 5 you shared with all its versions, your likes, comments, follows and
            notifications are deleted for good, and you are signed out everywhere. This cannot be undone.
          </StatusPanel>
        )}
      </AuthCard>
    </AuthFrame>
  );
}
