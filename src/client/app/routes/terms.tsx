import { Link } from 'react-router';
import { ProsePage } from '@/client/components/prose-page';
import { PRIVACY_CONTACT_EMAIL } from '@/client/features/privacy';

const link = 'font-medium text-primary hover:underline';

/** /terms: the terms of use. */
export function TermsRoute() {
  return (
    <ProsePage
      title="Terms of Service"
      lead="The short version: be yourself, be kind, and only post what you have the right to share."
      sections={[
        {
          heading: 'Agreeing to these terms',
          body: (
            <p>
              By creating an account or using Top 5 you agree to these terms and to our{' '}
              <Link to="/privacy" className={link}>
                Privacy Policy
              </Link>
              . If you do not agree, please do not use the site.
            </p>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <p>
              You must be at least 13 years old to join, and the details you give us (such as your birth year
              and country) must be true. Keep your password to yourself; you are responsible for what is
              posted from your account. One person, one account: do not impersonate anyone.
            </p>
          ),
        },
        {
          heading: 'Your content',
          body: (
            <>
              <p>
                Your answers, comments, questions and pictures remain yours. By posting them you let Top 5
                store them, show them on the site as you chose (public or private), count them in the results
                and use them in share previews. This permission ends when you delete the content or your
                account, except for results already counted anonymously.
              </p>
              <p>
                Private answers are shown to nobody but you; they still count, anonymously, in the results.
              </p>
            </>
          ),
        },
        {
          heading: 'Community rules',
          body: (
            <ul className="grid list-disc gap-1.5 pl-5">
              <li>No harassment, hate, threats or bullying.</li>
              <li>No spam, advertising or repeated posts.</li>
              <li>No explicit, violent or otherwise inappropriate content.</li>
              <li>No impersonation, fake accounts or misleading information.</li>
              <li>Only upload images you have the right to share.</li>
            </ul>
          ),
        },
        {
          heading: 'Reports and moderation',
          body: (
            <p>
              Anyone signed in can report a Top 5. Our moderators review every report: content that breaks the
              rules is hidden from everyone but its author, and the reporter is told the outcome. We may edit
              or remove questions, remove content and close accounts that break these terms, and we keep a
              record of every moderation action.
            </p>
          ),
        },
        {
          heading: 'Other services',
          body: (
            <p>
              The pickers for artists, movies, TV shows and athletes show information and images from outside
              services, and you may sign in with a social account; their own terms apply to what they provide.
            </p>
          ),
        },
        {
          heading: 'Leaving Top 5',
          body: (
            <p>
              You may stop using Top 5 at any time. Delete your account yourself from the About tab of your
              profile (download your data there first if you want a copy), or send a{' '}
              <Link to="/data-deletion" className={link}>
                data deletion request
              </Link>
              ; we review requests within 5-7 business days.
            </p>
          ),
        },
        {
          heading: 'No guarantees',
          body: (
            <p>
              Top 5 is offered as it is. We work to keep it running and correct, but we cannot promise it will
              always be available or free of errors, and we are not responsible for what members post. Nothing
              in these terms limits rights that the law of your country gives you.
            </p>
          ),
        },
        {
          heading: 'Changes and contact',
          body: (
            <p>
              We may update these terms; when the change matters we will tell members on the site before it
              takes effect. Questions about these terms or your data:{' '}
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
