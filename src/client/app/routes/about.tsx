import { Link } from 'react-router';
import { ProsePage } from '@/client/components/prose-page';

const link = 'font-medium text-primary hover:underline';

/** /about: what Top 5 is and how it works. */
export function AboutRoute() {
  return (
    <ProsePage
      title="About Top 5"
      lead="Top 5 is where fans share their Top 5 on anything pop culture."
      sections={[
        {
          heading: 'What we do',
          body: (
            <p>
              Every question asks for a ranked list of exactly five: the best albums of the decade, the
              greatest movie villains, the athletes you would build a team around. Members answer with their
              own Top 5, keep it public or private, and can edit it whenever their mind changes; every edit is
              kept as a new version.
            </p>
          ),
        },
        {
          heading: 'How it works',
          body: (
            <ul className="grid list-disc gap-1.5 pl-5">
              <li>
                <Link to="/explore" className={link}>
                  Explore
                </Link>{' '}
                the questions, or see what is{' '}
                <Link to="/trending" className={link}>
                  trending
                </Link>{' '}
                and hot this week.
              </li>
              <li>
                Answer with your five picks, first to fifth. For athletes, TV shows, movies and music artists
                a picker helps you find the right name and picture.
              </li>
              <li>
                Ask your own question with{' '}
                <Link to="/create" className={link}>
                  Post Question
                </Link>
                , with a cover image and, if you like, an end date.
              </li>
            </ul>
          ),
        },
        {
          heading: 'The crowd’s verdict',
          body: (
            <p>
              Every answer counts toward the results: a first place earns five points, a fifth place one. See
              the community’s top picks, how many lists name each one, the rank it is named at most often, and
              how tastes differ between age groups. Private answers count too, anonymously.
            </p>
          ),
        },
        {
          heading: 'A friendly community',
          body: (
            <p>
              Like and comment on other lists, follow the people whose taste you trust, compare your picks
              with theirs, and report anything that does not belong. Our moderators review every report.
              Disagreeing about rankings is the fun part; being unkind is not.
            </p>
          ),
        },
        {
          heading: 'Your data stays yours',
          body: (
            <p>
              Read our{' '}
              <Link to="/privacy" className={link}>
                Privacy Policy
              </Link>
              . Signed in, you can download everything we hold about you or delete your account from the About
              tab of your profile; anyone can send a{' '}
              <Link to="/data-deletion" className={link}>
                data deletion request
              </Link>
              .
            </p>
          ),
        },
        {
          heading: 'Questions?',
          body: (
            <p>
              The{' '}
              <Link to="/help" className={link}>
                Help
              </Link>{' '}
              page answers the most common ones, and our{' '}
              <Link to="/terms" className={link}>
                Terms of Service
              </Link>{' '}
              say what we expect from each other.
            </p>
          ),
        },
      ]}
    />
  );
}
