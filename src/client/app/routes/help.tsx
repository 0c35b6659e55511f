import { Link } from 'react-router';
import { ProsePage } from '@/client/components/prose-page';
import { PRIVACY_CONTACT_EMAIL } from '@/client/features/privacy';

const link = 'font-medium text-primary hover:underline';

/** /help: answers to the questions members ask most. */
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
              Sign in, open any question and fill in your five picks from first to fifth, then submit. Choose
              whether your list is public or private before you send it.
            </p>
          ),
        },
        {
          heading: 'Can I change my answers?',
          body: (
            <p>
              Yes. Open the question again and choose Edit My Answer. Every save is kept as a new version, and
              the results move with your latest one.
            </p>
          ),
        },
        {
          heading: 'What does a private answer do?',
          body: (
            <p>
              A private list is shown to nobody but you, not on the question, your profile or in search. It
              still counts toward the results, anonymously.
            </p>
          ),
        },
        {
          heading: 'How are the results worked out?',
          body: (
            <p>
              A first place earns five points, second four, down to one point for fifth. Items are ranked by
              points; the percentage is the share of lists that name an item, and the most common rank is the
              place it is given most often. Results by age group show the top three of each group.
            </p>
          ),
        },
        {
          heading: 'What do Trending and Hot mean?',
          body: (
            <p>
              Trending questions are picked by our team. Hot questions are the ones answered most in the last
              seven days. Both are on the{' '}
              <Link to="/trending" className={link}>
                Trending
              </Link>{' '}
              page.
            </p>
          ),
        },
        {
          heading: 'How do I ask my own question?',
          body: (
            <p>
              Choose{' '}
              <Link to="/create" className={link}>
                Post Question
              </Link>
              , give it a title and a description, add a cover image by address or upload (JPEG, PNG, GIF or
              WebP, up to 5MB), and optionally an end date up to 90 days ahead.
            </p>
          ),
        },
        {
          heading: 'How do I report a Top 5?',
          body: (
            <p>
              Choose Report under the list, pick a reason and add details if you like. Reports are private and
              reviewed by our moderators; you get a notification of the outcome.
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
              , type your email address and choose Resend verification. The link works for 24 hours.
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
          heading: 'Why was I signed out?',
          body: (
            <p>
              For your safety you are signed out after 30 minutes without activity. Five minutes before, a
              warning lets you stay signed in.
            </p>
          ),
        },
        {
          heading: 'How do I get a copy of my data or delete my account?',
          body: (
            <p>
              Open your profile and go to the About tab: Download my data saves everything we hold about you
              as a file, and Delete my account removes your account and all its data after you type your
              password. Cannot sign in? Send a{' '}
              <Link to="/data-deletion" className={link}>
                data deletion request
              </Link>
              ; we review requests within 5-7 business days.
            </p>
          ),
        },
        {
          heading: 'Still need help?',
          body: (
            <p>
              Write to us at{' '}
              <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className={link}>
                {PRIVACY_CONTACT_EMAIL}
              </a>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
