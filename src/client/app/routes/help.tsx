import { Link } from 'react-router';
import { ProsePage } from '@/client/components/prose-page';

const link = 'font-medium text-primary hover:underline';

export function HelpRoute() {
  return (
    <ProsePage
      title="Help"
      lead="Answers to the questions members ask most."
      sections={[
        {
          heading: 'How do I answer a question?',
          body: (
            <p>
              Open any question, fill in your five picks from first to fifth and submit. You can come back
              later to edit them; every edit is saved as a new version.
            </p>
          ),
        },
        {
          heading: 'I did not get my verification email',
          body: (
            <p>
              Check your spam folder first. Then go to{' '}
              <Link to="/auth" className={link}>
                Sign in
              </Link>
              , type your email address and choose Resend verification email.
            </p>
          ),
        },
        {
          heading: 'I forgot my password',
          body: (
            <p>
              On the{' '}
              <Link to="/auth" className={link}>
                Sign in
              </Link>{' '}
              page choose Forgot password? and we will email you a link to set a new one. The link works for
              one hour.
            </p>
          ),
        },
        {
          heading: 'How do I delete my data?',
          body: (
            <p>
              Send a{' '}
              <Link to="/data-deletion" className={link}>
                data deletion request
              </Link>
              . We review requests within 5-7 business days.
            </p>
          ),
        },
      ]}
    />
  );
}
