import { Link } from 'react-router';
import { ProsePage } from '@/client/components/prose-page';

export function TermsRoute() {
  return (
    <ProsePage
      title="Terms of Service"
      lead="The short version: be yourself, be kind, and only post what you have the right to share."
      sections={[
        {
          heading: 'Your account',
          body: (
            <p>
              You must be at least 13 years old to join. Keep your password to yourself; you are responsible
              for what is posted from your account.
            </p>
          ),
        },
        {
          heading: 'Your content',
          body: (
            <p>
              Your answers and comments remain yours. By posting them publicly you let Top 5 show them on the
              site and count them in the results. Private answers are shown to nobody but you, though they
              still count anonymously in the results.
            </p>
          ),
        },
        {
          heading: 'Community rules',
          body: (
            <p>
              No harassment, spam, impersonation or inappropriate content. Reported content is reviewed by our
              moderators and may be hidden; accounts that break the rules may be removed.
            </p>
          ),
        },
        {
          heading: 'Privacy',
          body: (
            <p>
              How we handle your data is described in our{' '}
              <Link to="/privacy" className="font-medium text-primary hover:underline">
                Privacy Policy
              </Link>
              . You can ask us to delete your data at any time.
            </p>
          ),
        },
      ]}
    />
  );
}
