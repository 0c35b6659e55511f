import { ProsePage } from '@/client/components/prose-page';

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
              own Top 5, keep it public or private, and can edit it whenever their mind changes.
            </p>
          ),
        },
        {
          heading: 'The crowd’s verdict',
          body: (
            <p>
              Every answer counts toward the results: see the community’s top picks, how often each item was
              named and at which rank, and how tastes differ between age groups.
            </p>
          ),
        },
        {
          heading: 'A friendly community',
          body: (
            <p>
              Like and comment on other lists, follow the people whose taste you trust, and report anything
              that does not belong. Disagreeing about rankings is the fun part; being unkind is not.
            </p>
          ),
        },
      ]}
    />
  );
}
